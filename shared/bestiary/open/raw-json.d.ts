/** A JSON file imported as its text (`import('./pf1.json?raw')`, Vite): parsed by its reader. */
declare module '*.json?raw' {
  const text: string;
  export default text;
}
