/**
 * Module-level state lives in a store with `subscribe` (issue 25), not in a loose `let` that
 * features poke at: this rule reports a `let` at the top of a module. The few lazily created
 * singletons that may stay (the database, the dice generator) are listed in eslint.config.js.
 */

/** @type {import('eslint').Rule.RuleModule} */
export const moduleStateRule = {
  meta: {
    type: 'problem',
    docs: { description: 'No module-level let: state lives in a store with subscribe.' },
    schema: [],
    messages: {
      moduleLet:
        'Pas de `let` au niveau du module (« {{name}} ») : un état partagé vit dans un store avec subscribe (docs/architecture.md).',
    },
  },
  create(context) {
    const report = (declaration) => {
      if (declaration.kind !== 'let') return;
      for (const d of declaration.declarations) {
        const name = d.id.type === 'Identifier' ? d.id.name : '…';
        context.report({ node: d, messageId: 'moduleLet', data: { name } });
      }
    };
    return {
      'Program > VariableDeclaration': report,
      'Program > ExportNamedDeclaration > VariableDeclaration': report,
    };
  },
};
