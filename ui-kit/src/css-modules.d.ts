// CSS Modules: each app's build turns the class names into names scoped to that app
// (docs/decisions/012-styling-contract.md); jest maps them to their own names.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
