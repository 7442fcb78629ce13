/**
 * The one host API the domain uses: URLSearchParams (WHATWG URL Standard), alike in browsers
 * and Node. The package compiles without the DOM and Node typings (tsconfig.json), so window,
 * document, localStorage or process in it are type errors: it runs on both sides.
 */
declare class URLSearchParams {
  constructor(init?: ReadonlyArray<[string, string]>);
  toString(): string;
}
