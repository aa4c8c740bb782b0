/**
 * The addresses of the site visitors asked for and did not find (the not-found page answered them), as the editor's
 * API answers them (GET missed-addresses): for the office to mend a broken link or send visitors on with a redirect.
 */

export interface MissedAddress {
  /**
   * The path as browsers sent it, without a trailing slash ("/old-price-list", "/%C3%BCber-uns"): what a redirect's
   * `from` takes as it is.
   */
  address: string;
  /** How many times it was asked for. */
  count: number;
  /** ISO time of the last time. */
  lastSeen: string;
  /** The pages that linked to it, as browsers named them (the latest few, without their query), newest first. */
  referrers: string[];
}

export interface MissedAddresses {
  /** Most asked for first, then the most recent; an address that has a redirect in the live site is not listed. */
  addresses: MissedAddress[];
  /** Requests set aside as robots probing for weaknesses (/wp-login.php, /.env …): counted, not listed. */
  probes: number;
}
