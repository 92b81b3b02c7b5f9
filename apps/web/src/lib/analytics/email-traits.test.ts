import { describe, expect, it, vi } from 'vitest'
import { emailTraits } from './email-traits'

describe('emailTraits', () => {
  it('calls the ten free-mail providers personal, by the first label', () => {
    for (const email of [
      'a@gmail.com',
      'b@yahoo.co.uk',
      'c@Hotmail.fr',
      'd@outlook.com',
      'e@icloud.com',
      'f@aol.com',
      'g@live.nl',
      'h@msn.com',
      'i@ymail.com',
      'j@rocketmail.com',
    ]) {
      expect(emailTraits(email)?.user_type, email).toBe('personal')
    }
    expect(emailTraits('b@yahoo.co.uk')?.email_domain).toBe('yahoo.co.uk')
  })

  it('calls any other domain business', () => {
    expect(emailTraits('ada@acme.io')).toEqual({
      email_domain: 'acme.io',
      user_type: 'business',
    })
    expect(emailTraits('x@mail.gmail.com')?.user_type).toBe('business')
    expect(emailTraits('x@gmailer.com')?.user_type).toBe('business')
  })

  it('warns "Invalid email format" and sets nothing without one @ and a domain', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const email of [
      'no-at-sign',
      'two@@gmail.com',
      'a@b@c.com',
      'x@',
      '@gmail.com',
    ]) {
      expect(emailTraits(email), email).toBeNull()
    }
    expect(warn).toHaveBeenCalledTimes(5)
    expect(warn).toHaveBeenCalledWith('Invalid email format')
  })
})
