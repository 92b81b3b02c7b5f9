module.exports = { init() {}, send() { throw new Error('the ESM build is the one browsers get') } }
