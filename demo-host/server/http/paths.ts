/** A shared full path (the front end uses the same constant) as a route of the sub-app mounted at `prefix`. */
export function below(prefix: string, path: string): string {
  if (!path.startsWith(`${prefix}/`)) throw new Error(`${path} is not below ${prefix}`);
  return path.slice(prefix.length);
}
