declare module '@echogarden/espeak-ng-emscripten' {
  /** Emscripten's module factory; the module exposes the eSpeakNGWorker class (see speech-worker.ts). */
  const initialize: () => Promise<{ eSpeakNGWorker: new () => unknown }>;
  export default initialize;
}
