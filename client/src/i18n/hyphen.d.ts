/** The part of the `hyphen` package's per-language module we use (the package ships no types). */
declare module "hyphen/ru/index.js" {
  const patterns: {
    hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string;
  };
  export default patterns;
}
