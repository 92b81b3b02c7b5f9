'use strict'
const React = require('react')

function Typewriter({ words, className }) {
  const [index] = React.useState(0)
  return React.createElement('span', { className }, words[index] || '')
}

exports.Typewriter = Typewriter
exports.default = Typewriter
