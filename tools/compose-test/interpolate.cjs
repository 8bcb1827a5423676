// Compose's variable interpolation ($$, ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}), one
// definition for the static check of docker-compose.yml (docker/compose.spec.ts) and the image builds of
// the compose test (compose-builds.mjs). CommonJS so that both the Jest spec and plain Node load it.
'use strict';

/**
 * @param {string} value
 * @param {Record<string, string | undefined>} vars
 * @returns {string}
 */
function interpolate(value, vars) {
  return value.replace(/\$\$|\$\{([A-Z0-9_]+)(?:(:?[-?])([^}]*))?\}/g, (match, name, op, arg) => {
    if (match === '$$') return '$';
    const v = vars[name];
    if (op === ':-') return v ? v : arg;
    if (op === '-') return v ?? arg;
    if (op === ':?') {
      if (!v) throw new Error(`${name}: ${arg}`);
      return v;
    }
    return v ?? '';
  });
}

module.exports = { interpolate };
