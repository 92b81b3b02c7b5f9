export const faqCommon: [string, string] = [
  'Is my data saved?',
  'Yes. Everything you add is stored for this app and is still there after a reload.',
]
