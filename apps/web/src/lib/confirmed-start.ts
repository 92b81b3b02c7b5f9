declare module '@tanstack/react-router' {
  interface HistoryState {
    /**
     * Set by Kiln's own buttons that lead to a studio link which starts or
     * clones a project: that click was the user's consent. Any site can link
     * to the same URL, but none can set Kiln's history state.
     */
    confirmedStart?: boolean
  }
}

/** History `state` of an in-app link that starts or clones at once. */
export const confirmedStartState = { confirmedStart: true }
