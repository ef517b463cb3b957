/**
 * Outside `shared/rules`, names say a capability (`phasedRound`, `staminaPool`,
 * `initiativeLowered`), never a game system (`osrVariant`, `sf1Health`, `'co-init-lowered'`):
 * a sixth system then finds every capability under a name that fits it (issue 25). This rule
 * reports a declared name, a property, a JSX name or an identifier-like string (an event type, an
 * i18n key, a test id) one of whose words is a system's id. The id alone (`'osr'`, a picker's
 * value) is not a name, and a name imported from the rules API keeps its spelling there.
 */

/** The words of a name: camelCase, PascalCase, snake_case, kebab-case and dotted keys ("rollInitiativeCo" → roll, initiative, co). */
export function nameWords(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_.\-:/]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/** The system id a name contains as one of several words, or undefined. */
export function systemWordOf(name, systems) {
  const words = nameWords(name);
  if (words.length < 2) return undefined;
  return words.find((w) => systems.includes(w));
}

const IDENTIFIER_LIKE = /^[A-Za-z][A-Za-z0-9]*(?:[.\-:_][A-Za-z0-9]+)+$|^[a-z]+[A-Z][A-Za-z0-9]*$/;

/** @type {import('eslint').Rule.RuleModule} */
export const systemNamesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Names outside shared/rules say a capability, not a game system.' },
    schema: [
      {
        type: 'object',
        properties: {
          systems: { type: 'array', items: { type: 'string' } },
          allow: { type: 'array', items: { type: 'string' } },
        },
        required: ['systems'],
        additionalProperties: false,
      },
    ],
    messages: {
      systemName:
        '« {{name}} » nomme un système ({{system}}) : hors de shared/rules, un nom dit une capacité (phasedRound, staminaPool, initiativeLowered…), voir docs/architecture.md.',
    },
  },
  create(context) {
    const { systems, allow = [] } = context.options[0];
    const seen = new Set();
    const checkName = (node, name) => {
      if (typeof name !== 'string' || allow.includes(name)) return;
      const system = systemWordOf(name, systems);
      if (!system) return;
      const key = `${node.range?.[0]}:${name}`;
      if (seen.has(key)) return;
      seen.add(key);
      context.report({ node, messageId: 'systemName', data: { name, system } });
    };
    // Names imported under their own spelling (the rules API's `coAttack`) are the other module's.
    const imported = new Set();
    return {
      Program(program) {
        for (const statement of program.body) {
          if (statement.type !== 'ImportDeclaration') continue;
          for (const spec of statement.specifiers) {
            if (spec.type === 'ImportSpecifier' && spec.imported.name === spec.local.name)
              imported.add(spec.local.name);
          }
        }
      },
      Identifier(node) {
        if (imported.has(node.name)) return;
        if (node.parent?.type === 'ExportSpecifier' && node.parent.parent?.source) return;
        checkName(node, node.name);
      },
      JSXIdentifier(node) {
        checkName(node, node.name);
      },
      Literal(node) {
        if (typeof node.value !== 'string' || !IDENTIFIER_LIKE.test(node.value)) return;
        if (node.parent?.type === 'ImportDeclaration' || node.parent?.type === 'ImportExpression') return;
        if (node.parent?.type === 'ExportNamedDeclaration' || node.parent?.type === 'ExportAllDeclaration')
          return;
        checkName(node, node.value);
      },
      TemplateElement(node) {
        const text = node.value.cooked ?? '';
        if (IDENTIFIER_LIKE.test(text)) checkName(node, text);
      },
    };
  },
};
