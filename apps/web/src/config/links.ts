/** The user menu's community link: VITE_COMMUNITY_URL, else the About page. */
export const COMMUNITY_URL: string =
  import.meta.env.VITE_COMMUNITY_URL ?? '/about'
