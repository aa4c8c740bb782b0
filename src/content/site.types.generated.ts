/* Generated from schema/ by `npm run types`. Do not edit: change the schema and run it again. */

/**
 * The full name, for example Summit Ridge Roofing & Construction.
 */
export type CompanyName = string;
/**
 * A shorter name for tight spaces such as the header on phones.
 */
export type ShortName = string;
/**
 * The office phone number as visitors should read it, for example (503) 555-0147. Shown as {{phone}} in page text.
 */
export type PhoneNumber = string;
/**
 * The company e-mail address. Quote requests are sent here. Shown as {{email}} in page text.
 */
export type EMailAddress = string;
/**
 * For example 20720 SW Roy Rogers Rd, Suite 110.
 */
export type Street = string;
/**
 * For example Sherwood.
 */
export type City = string;
/**
 * Two-letter state code, for example OR.
 */
export type State = string;
/**
 * Five digits, for example 97140.
 */
export type ZIPCode = string;
/**
 * Two-letter country code: US.
 */
export type Country = string;
/**
 * For example 45.356.
 */
export type Latitude = number;
/**
 * For example -122.84.
 */
export type Longitude = number;
/**
 * As printed, for example CCB# 229721. Shown as {{oregonLicence}} in page text.
 */
export type OregonLicence = string;
/**
 * As printed. Shown as {{washingtonLicence}} in page text.
 */
export type WashingtonLicence = string;
/**
 * Shown as {{years}} in page text.
 */
export type YearsInBusiness = number;
/**
 * The year the company started, for search engines.
 */
export type FoundingYear = number;
/**
 * For example 24/7. Shown as {{emergency}} in page text.
 */
export type EmergencyService = string;
/**
 * For example Master Elite Certified. Shown as {{certification}} in page text.
 */
export type ManufacturerCertification = string;
/**
 * The region served, for example Portland Metro Area. Shown as {{serviceArea}} in page text.
 */
export type ServiceArea = string;
/**
 * A town served.
 */
export type Town = string;
/**
 * The towns served, given to search engines.
 *
 * @minItems 1
 */
export type TownsServed = Town[];
/**
 * For example Monday – Friday.
 */
export type DaysAsShown = string;
/**
 * A day of the week.
 */
export type Day = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
/**
 * The days these hours are for.
 *
 * @minItems 1
 * @maxItems 7
 */
export type Days = Day[];
/**
 * Opening time, 24-hour, for example 08:00.
 */
export type Opens = string;
/**
 * Closing time, 24-hour, for example 17:00.
 */
export type Closes = string;
/**
 * true when the office is closed on these days.
 */
export type Closed = boolean;
/**
 * The office hours, one row per group of days.
 *
 * @minItems 1
 * @maxItems 7
 */
export type OfficeHours = OpeningHours[];
/**
 * The words in the menu.
 */
export type Text = string;
/**
 * The page it opens. Leave out for a group.
 */
export type LinkTarget = string;
/**
 * The words on the link, for example Get Free Estimate.
 */
export type LinkText = string;
/**
 * Where the link goes: a page of this site starting with / (for example /contact), a full web address starting with https://, or a mailto: or tel: link.
 */
export type LinkTarget1 = string;
/**
 * The links inside the group, for example the service pages.
 *
 * @minItems 1
 */
export type GroupLinks = Link[];
/**
 * The header links in order.
 *
 * @minItems 1
 * @maxItems 8
 */
export type HeaderMenu = MenuEntry[];
/**
 * For example Call us for a free estimate.
 */
export type Text1 = string;
/**
 * Column 1: a sentence under the company name, for example Serving the Portland Metro Area for {{years}} years.
 */
export type CompanyNote = string;
/**
 * Column 2's heading, for example Contact.
 */
export type ContactHeading = string;
/**
 * Column 3's heading, for example Office Hours.
 */
export type HoursHeading = string;
/**
 * Column 4's heading, for example Find Us Online.
 */
export type LinksHeading = string;
/**
 * Column 4: profiles on other websites; they open in a new tab.
 *
 * @minItems 1
 * @maxItems 6
 */
export type ExternalLinks = Link[];
/**
 * Links under the columns: privacy policy and terms.
 *
 * @minItems 1
 * @maxItems 4
 */
export type LegalLinks = Link[];
/**
 * Header, footer, dark sections and hero overlay.
 */
export type DeepNavy = string;
/**
 * Hover and borders on dark sections.
 */
export type LighterNavy = string;
/**
 * Main buttons and highlights (takes white text).
 */
export type Accent = string;
/**
 * Main buttons under the pointer.
 */
export type AccentHovered = string;
/**
 * Highlights on navy backgrounds.
 */
export type AccentOnDark = string;
/**
 * Most text on light backgrounds.
 */
export type BodyText = string;
/**
 * Secondary text on light backgrounds.
 */
export type QuietText = string;
/**
 * The plain background.
 */
export type PageBackground = string;
/**
 * Every other section.
 */
export type AlternateBackground = string;
/**
 * Lines around cards and fields.
 */
export type Border = string;
/**
 * Review stars.
 */
export type Stars = string;
/**
 * Confirmation messages.
 */
export type Success = string;
/**
 * Error messages.
 */
export type Error = string;
/**
 * The outline around the control that has keyboard focus.
 */
export type FocusRing = string;
/**
 * CSS font-family for text.
 */
export type BodyFont = string;
/**
 * CSS font-family for headings.
 */
export type HeadingFont = string;
/**
 * Rounding of cards and buttons.
 */
export type CornerRadiusPx = number;
/**
 * The widest the content gets.
 */
export type ContentWidthPx = number;
/**
 * From this width: 2 carousel cards, two-column grids.
 */
export type Small = number;
/**
 * From this width: the call button sits in the header.
 */
export type Medium = number;
/**
 * From this width: 3 carousel cards, full header menu with dropdown.
 */
export type Large = number;
/**
 * The public address of the site, without a trailing slash, for example https://www.example.com.
 */
export type SiteAddress = string;
/**
 * Used when a page has none.
 */
export type DefaultDescription = string;
/**
 * Path of the picture inside the public folder, starting with /images/. SVG, JPEG, PNG and WebP files work.
 */
export type ImageFile = string;
/**
 * What the picture shows, in a short sentence, for screen readers and search engines.
 */
export type ImageDescription = string;
/**
 * For example en_US.
 */
export type Language = string;
/**
 * Only when the site is hosted as static files elsewhere: the full address the Request a Quote form posts to, for example https://quotes.example.com/api/quote (https, or http on this machine only). Leave it out when the site's own server takes the requests. docs/quotes.md explains the setting the quote server needs.
 */
export type QuoteServerAddress = string;

/**
 * Company facts, navigation, footer, look and search-engine defaults, used on every page. Each fact is written here once; pages show it from here.
 */
export interface SiteSettings {
  company: CompanyFacts;
  navigation: HeaderMenu;
  callButton: CallButton;
  footer: Footer;
  theme: Look;
  seo: SearchEngines;
  quoteEndpoint?: QuoteServerAddress;
}
/**
 * Facts about the business, shown across the site and given to search engines.
 */
export interface CompanyFacts {
  name: CompanyName;
  shortName: ShortName;
  phone: PhoneNumber;
  email: EMailAddress;
  address: StreetAddress;
  geo?: MapPosition;
  licences: LicenceNumbers;
  yearsInBusiness: YearsInBusiness;
  foundingYear?: FoundingYear;
  emergencyService: EmergencyService;
  certification: ManufacturerCertification;
  serviceArea: ServiceArea;
  areasServed: TownsServed;
  hours: OfficeHours;
}
/**
 * The office address.
 */
export interface StreetAddress {
  street: Street;
  city: City;
  region: State;
  postalCode: ZIPCode;
  country: Country;
}
/**
 * The office's position on a map, for search engines.
 */
export interface MapPosition {
  latitude: Latitude;
  longitude: Longitude;
}
/**
 * The contractor licences, shown in the footer and the terms.
 */
export interface LicenceNumbers {
  oregon: OregonLicence;
  washington: WashingtonLicence;
}
/**
 * Days with the same hours.
 */
export interface OpeningHours {
  label: DaysAsShown;
  days: Days;
  opens?: Opens;
  closes?: Closes;
  closed?: Closed;
}
/**
 * A link in the header, or a group of links (Services) that opens as a dropdown.
 */
export interface MenuEntry {
  label: Text;
  href?: LinkTarget;
  items?: GroupLinks;
}
/**
 * A link with the words a visitor reads and the place it goes.
 */
export interface Link {
  label: LinkText;
  href: LinkTarget1;
}
/**
 * The button that calls the office.
 */
export interface CallButton {
  label: Text1;
}
/**
 * The four footer columns and the legal links.
 */
export interface Footer {
  about: CompanyNote;
  contactHeading: ContactHeading;
  hoursHeading: HoursHeading;
  linksHeading: LinksHeading;
  externalLinks: ExternalLinks;
  legalLinks: LegalLinks;
}
/**
 * Colours, fonts, sizes and screen widths used by every block.
 */
export interface Look {
  colors: Colours;
  fonts: Fonts;
  radius: CornerRadiusPx;
  maxWidth: ContentWidthPx;
  breakpoints: ScreenWidths;
}
/**
 * The palette. Text colours must keep a contrast of at least 4.5:1 with their background.
 */
export interface Colours {
  navy: DeepNavy;
  navyLight: LighterNavy;
  accent: Accent;
  accentHover: AccentHovered;
  accentOnDark: AccentOnDark;
  text: BodyText;
  textMuted: QuietText;
  surface: PageBackground;
  surfaceAlt: AlternateBackground;
  border: Border;
  star: Stars;
  success: Success;
  error: Error;
  focus: FocusRing;
}
/**
 * Font families.
 */
export interface Fonts {
  body: BodyFont;
  heading: HeadingFont;
}
/**
 * Where the layout changes, in px.
 */
export interface ScreenWidths {
  sm: Small;
  md: Medium;
  lg: Large;
}
/**
 * Defaults for search engines and social media.
 */
export interface SearchEngines {
  siteUrl: SiteAddress;
  defaultDescription: DefaultDescription;
  defaultImage: DefaultSharingPicture;
  locale: Language;
}
/**
 * Shown when a page is shared on social media and has no picture of its own.
 */
export interface DefaultSharingPicture {
  src: ImageFile;
  alt: ImageDescription;
}
