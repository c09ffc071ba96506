/** `import url from './x.css?url'`: the built sheet's URL (rollup's pageStyles plugin; Vite's own in unit tests). */
declare module '*.css?url' {
  const url: string;
  export default url;
}
