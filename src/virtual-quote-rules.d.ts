declare module 'virtual:site-quote-rules' {
  /** The limit of each kind of form field and the patterns the forms check, made at build time from schema/quoteRequest.schema.json. */
  const rules: import('./quotes/browserQuoteRules').BrowserQuoteRules;
  export default rules;
}
