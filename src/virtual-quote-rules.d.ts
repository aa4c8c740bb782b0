declare module 'virtual:site-quote-rules' {
  /** The quote form's limits and messages, made at build time from schema/quoteRequest.schema.json. */
  const rules: import('./quotes/browserQuoteRules').BrowserQuoteRules;
  export default rules;
}
