import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { setFirstScreenShownForTests } from './components/first-screen';

afterEach(() => cleanup());
// Files share one page per worker (vitest.config.ts): each leaves it empty, as a new page would be
// (a test that draws into the body itself, like the players' page, is not unmounted by cleanup).
afterAll(() => document.body.replaceChildren());

// findBy… and waitFor wait for what the GM would see: on a busy machine it may take more than
// Testing Library's 1 s. The bound catches a screen that never comes, not a slow one.
configure({ asyncUtilTimeout: 30_000 });

// jsdom lacks these browser APIs that Mantine uses.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}
// Mantine's autosize Textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
// Mantine's Combobox scrolls the option it selects into view (selectFirstOptionOnChange); jsdom has no layout.
if (!('scrollIntoView' in Element.prototype)) {
  Object.assign(Element.prototype, { scrollIntoView: () => undefined });
}

// Components are tested on their own, not behind the GM window's start: what waits for the first
// screen (components/first-screen.ts) loads at once.
setFirstScreenShownForTests(true);
