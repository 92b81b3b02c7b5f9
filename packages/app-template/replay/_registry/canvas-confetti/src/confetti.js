(function main(global, module) {
  var canvas = null;
  function confetti(options) {
    var doc = global.document;
    if (!doc) return Promise.resolve();
    if (!canvas) {
      canvas = doc.createElement('canvas');
      canvas.setAttribute('data-confetti', String((options && options.particleCount) || 50));
      canvas.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:100';
      doc.body.appendChild(canvas);
    }
    return Promise.resolve();
  }
  confetti.reset = function reset() {
    if (canvas && canvas.parentNode) canvas.parentNode.removeChild(canvas);
    canvas = null;
  };
  confetti.create = function create() {
    return confetti;
  };
  module.exports = confetti;
})(typeof window !== 'undefined' ? window : this, module);
