// Runs as npm's preinstall, on whatever Node runs npm (docs/decisions/061-spec-last-rows.md).
// The project runs on the Node 24 that the install itself brings (the `node` devDependency,
// decision 015); npm still checks every package's `engines` against the Node that runs npm, and
// on an older one used to print ~20 EBADENGINE warnings (100 lines). .npmrc keeps npm's log at
// errors, and this says once what is going on instead.
// This script itself already runs on the installed Node 24 (node_modules/.bin comes first on a
// script's PATH); the Node that runs npm is in npm's user agent: 'npm/11.19.1 node/v20.20.2 ...'.
const npmNode = process.env.npm_config_user_agent?.match(/\bnode\/v(\d+)\.[\d.]+/);
if (npmNode && Number(npmNode[1]) < 24) {
  console.log(
    `Note: npm is running on Node ${npmNode[0].slice(5)}. This project runs on Node 24, which this ` +
      'install brings (the `node` devDependency); every npm script uses it. ' +
      "npm's per-package engine warnings are hidden (.npmrc loglevel=error); see them with --loglevel=warn.",
  );
}
