let publicKey = null

export function init(options) {
  publicKey = typeof options === 'string' ? options : options.publicKey
}

export async function send(serviceId, templateId, params) {
  if (!publicKey) throw new Error('The public key is required. Call init() first.')
  const response = await fetch('https://api.emailjs.com/api/v1.0/email/send', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ service_id: serviceId, template_id: templateId, user_id: publicKey, template_params: params }),
  })
  return { status: response.status, text: await response.text() }
}

export default { init, send }
