// An imported image (a landing page's banner) is its URL once built: in tests, its file name.
const path = require('node:path');

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(`/images/${path.basename(filename)}`)} };` };
  },
};
