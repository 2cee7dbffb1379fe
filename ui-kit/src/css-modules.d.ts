// CSS Modules: each app's build turns the class names into names scoped to that app
// (docs/decisions/012-styling-contract.md); jest maps them to their own names.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

// Images a page imports (a landing page's banner): the build gives their URL
// (tools/webpack/create-webpack-config.cjs, imageRule); jest, their file name.
declare module '*.webp' {
  const url: string;
  export default url;
}
