/* Generated from schema/ by `npm run types`. Do not edit: change the schema and run it again. */

/**
 * The full name, for example Harbour Street Dental Practice.
 */
export type CompanyName = string;
/**
 * A shorter name for tight spaces such as the header on phones.
 */
export type ShortName = string;
/**
 * The office phone number as visitors should read it, for example (555) 555-0147. Shown as {{phone}} in page text.
 */
export type PhoneNumber = string;
/**
 * The company e-mail address. Quote requests are sent here. Shown as {{email}} in page text.
 */
export type EMailAddress = string;
/**
 * For example 120 Main Street, Suite 4.
 */
export type Street = string;
/**
 * For example Springfield.
 */
export type City = string;
/**
 * Two-letter state code, for example NY.
 */
export type State = string;
/**
 * Five digits, for example 12345.
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
 * What the business is, as search engines name it (a schema.org type of LocalBusiness), for example Dentist, Plumber or Restaurant. LocalBusiness when none fits or when left out.
 */
export type KindOfBusiness =
  | "LocalBusiness"
  | "ProfessionalService"
  | "HomeAndConstructionBusiness"
  | "GeneralContractor"
  | "RoofingContractor"
  | "Electrician"
  | "Plumber"
  | "HVACBusiness"
  | "HousePainter"
  | "Locksmith"
  | "MovingCompany"
  | "LegalService"
  | "Attorney"
  | "Notary"
  | "AccountingService"
  | "FinancialService"
  | "InsuranceAgency"
  | "RealEstateAgent"
  | "Dentist"
  | "MedicalClinic"
  | "Physician"
  | "Optician"
  | "Pharmacy"
  | "VeterinaryCare"
  | "ChildCare"
  | "AutoRepair"
  | "AutoDealer"
  | "AutoWash"
  | "BeautySalon"
  | "HairSalon"
  | "NailSalon"
  | "DaySpa"
  | "HealthAndBeautyBusiness"
  | "ExerciseGym"
  | "SportsActivityLocation"
  | "Restaurant"
  | "CafeOrCoffeeShop"
  | "Bakery"
  | "BarOrPub"
  | "FoodEstablishment"
  | "Store"
  | "FlowerShop"
  | "ClothingStore"
  | "FurnitureStore"
  | "HardwareStore"
  | "HomeGoodsStore"
  | "BookStore"
  | "PetStore"
  | "LodgingBusiness"
  | "Hotel"
  | "BedAndBreakfast"
  | "TravelAgency"
  | "EntertainmentBusiness"
  | "EmploymentAgency"
  | "DryCleaningOrLaundry"
  | "TattooParlor";
/**
 * monogram (the initials of the short name in a circle), home (a house with a chimney), leaf, scales, tooth or cup.
 */
export type BuiltInMark = "monogram" | "home" | "leaf" | "scales" | "tooth" | "cup";
/**
 * Path of your logo inside the public folder, starting with /images/, for example /images/logo.svg. It is shown 36 px high, so an SVG or a small PNG suits it best; the company name stays written beside it.
 */
export type LogoPicture = string;
/**
 * Shown as {{years}} in page text.
 */
export type YearsInBusiness = number;
/**
 * The year the company started, for search engines.
 */
export type FoundingYear = number;
/**
 * How costly the business is, for search engines: $ to $$$$, or a range such as $20-$80.
 */
export type PriceRange = string;
/**
 * Where the office is, as the time zone's name, for example America/Chicago or Europe/Paris: the inbox's spreadsheet gives the time each request came in this zone. UTC when left out.
 */
export type TimeZone = string;
/**
 * When the business answers outside its hours, for example 24/7. Leave out if it does not. Shown as {{emergency}} in page text.
 */
export type EmergencyService = string;
/**
 * The region served, for example Greater Springfield. Shown as {{serviceArea}} in page text.
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
 * What visitors read before the number, for example State dental licence or Board certified.
 */
export type NameAsShown = string;
/**
 * As printed, for example DL# 40127.
 */
export type Number = string;
/**
 * The body that gave it, for example State Board of Dentistry. Search engines read it with the number.
 */
export type IssuedBy = string;
/**
 * license, registration, certification, membership, accreditation or award, for search engines.
 */
export type Kind = "license" | "registration" | "certification" | "membership" | "accreditation" | "award";
/**
 * A page where anyone can look the credential up, starting with https://.
 */
export type WhereToCheckIt = string;
/**
 * A name for page text to show it by, in double braces: with fact: dentalLicence, {{dentalLicence}} shows the number (or the name as shown, when there is no number).
 */
export type FactName = string;
/**
 * The business's licences, registrations, certifications and memberships. Search engines get every one; the footer lists those with a number.
 *
 * @maxItems 12
 */
export type LicencesAndCertifications = Credential[];
/**
 * Plain text of at most 300 characters, shown wherever a page names the fact in double braces.
 */
export type Fact = string;
/**
 * The words in the menu.
 */
export type Text = string;
/**
 * The page it opens. Leave out for a group.
 */
export type LinkTarget = string;
/**
 * The words on the link, for example Contact Us.
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
 * For example Call us today.
 */
export type Text1 = string;
/**
 * One column; its kind says what it shows.
 */
export type FooterColumn =
  AboutColumn | ContactColumn | HoursColumn | ProfilesColumn | LinksColumn | LicencesColumn | AreasColumn;
/**
 * The company name with its logo, a sentence about the business and, if wanted, its licence numbers.
 */
export type KindOfColumn = "about";
/**
 * A sentence under the company name, for example Family dentistry in {{city}} for {{years}} years.
 */
export type CompanyNote = string;
/**
 * true lists the credentials that have a number (company.credentials) under the note.
 */
export type ShowLicenceNumbers = boolean;
/**
 * The office address, e-mail address and phone number.
 */
export type KindOfColumn1 = "contact";
/**
 * Shown above the address, e-mail and phone. Contact when left out.
 */
export type Heading = string;
/**
 * The opening hours (company.hours), and a note under them.
 */
export type KindOfColumn2 = "hours";
/**
 * Shown above the hours. Hours when left out.
 */
export type Heading1 = string;
/**
 * Shown first, in bold, for example {{emergency}}.
 */
export type BoldWords = string;
/**
 * For example emergency service.
 */
export type Text2 = string;
/**
 * The company's pages on other websites (a directory profile, a social page). They open in a new tab, and search engines are told they are the same business.
 */
export type KindOfColumn3 = "profiles";
/**
 * Shown above the links. Find us online when left out.
 */
export type Heading2 = string;
/**
 * The words on the link, for example Our page on Yelp.
 */
export type LinkText1 = string;
/**
 * The full address of the page, starting with https://.
 */
export type WebAddress = string;
/**
 * The profiles, in order.
 *
 * @minItems 1
 * @maxItems 8
 */
export type Links = ProfileLink[];
/**
 * Any links, for example to pages of this site.
 */
export type KindOfColumn4 = "links";
/**
 * Shown above the links. Links when left out.
 */
export type Heading3 = string;
/**
 * The links, in order.
 *
 * @minItems 1
 * @maxItems 8
 */
export type Links1 = Link[];
/**
 * The credentials that have a number (company.credentials), with their numbers.
 */
export type KindOfColumn5 = "credentials";
/**
 * Shown above the licences. Licences & certifications when left out.
 */
export type Heading4 = string;
/**
 * The towns served (company.areasServed).
 */
export type KindOfColumn6 = "areas";
/**
 * Shown above the towns. Areas served when left out.
 */
export type Heading5 = string;
/**
 * The footer's columns from left to right (top to bottom on phones): about, contact, hours, profiles, links, credentials or areas.
 *
 * @minItems 1
 * @maxItems 6
 */
export type Columns = FooterColumn[];
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
 * Path of the picture inside the public folder, starting with /images/. Choose photo takes a JPEG, PNG, WebP or HEIC photo (an iPhone's own format) and stores it there; SVG files work too.
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
 * The inbox's heading, in the office's words, for example Quote requests or Appointment requests. Without it: Requests.
 */
export type Heading6 = string;
/**
 * The name stored with each request: lowercase letters, digits and hyphens, for example contacted.
 */
export type Id = string;
/**
 * The words the inbox shows, for example Contacted.
 */
export type Label = string;
/**
 * The steps a request goes through, in order; a new request gets the first. Without this list: New, Contacted, Offer sent, Won, Lost. Keep an id once requests have it: a request whose status is no longer listed shows its id.
 *
 * @minItems 2
 * @maxItems 12
 */
export type Statuses = {
  id: Id;
  label: Label;
}[];
/**
 * The address on this site that no longer has a page, starting with /, for example /old-price-list. Only the path: no https://, no ? or #, no spaces.
 */
export type OldAddress = string;
/**
 * Where visitors are sent: a page of this site starting with /, for example /prices, or a full address on another site starting with https://.
 */
export type NewAddress = string;
/**
 * 301 when the move is for good (search engines then list the new address instead); 302 when it is for a while only. 301 when left out.
 */
export type KindOfRedirect = 301 | 302;
/**
 * Old addresses that send visitors on to another page, for example after a page got a new address or was taken away, so links and search results that lead to the old address still work. At most 500.
 *
 * @maxItems 500
 */
export type Redirects = Redirect[];

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
  inbox?: Inbox;
  redirects?: Redirects;
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
  businessType?: KindOfBusiness;
  logo?: Logo;
  yearsInBusiness: YearsInBusiness;
  foundingYear?: FoundingYear;
  priceRange?: PriceRange;
  timeZone?: TimeZone;
  emergencyService?: EmergencyService;
  serviceArea: ServiceArea;
  areasServed: TownsServed;
  hours: OfficeHours;
  credentials?: LicencesAndCertifications;
  facts?: MoreFacts;
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
 * The small picture beside the company name in the header and the footer: a built-in mark (mark) or a picture of your own (src), not both. Left out: the company's initials in a circle.
 */
export interface Logo {
  mark?: BuiltInMark;
  src?: LogoPicture;
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
 * One licence, registration, certification or membership.
 */
export interface Credential {
  label: NameAsShown;
  number?: Number;
  issuer?: IssuedBy;
  category?: Kind;
  url?: WhereToCheckIt;
  fact?: FactName;
}
/**
 * Facts of your own for page text, by name: with facts: { parking: Free parking behind the building }, {{parking}} shows that text. A name may not be one of the facts that come from the fields above (companyName, shortName, phone, email, address, city, years, serviceArea, emergency).
 */
export interface MoreFacts {
  [k: string]: Fact;
}
/**
 * A link in the header, or a group of links (for example Services) that opens as a dropdown.
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
 * The footer of every page: its columns, in order, and the legal links under them.
 */
export interface Footer {
  columns: Columns;
  legalLinks: LegalLinks;
}
/**
 * The company name with its logo, a sentence about the business and, if wanted, its licence numbers.
 */
export interface AboutColumn {
  kind: KindOfColumn;
  text: CompanyNote;
  credentials?: ShowLicenceNumbers;
}
/**
 * The office address, e-mail address and phone number.
 */
export interface ContactColumn {
  kind: KindOfColumn1;
  heading?: Heading;
}
/**
 * The opening hours (company.hours), and a note under them.
 */
export interface HoursColumn {
  kind: KindOfColumn2;
  heading?: Heading1;
  note?: NoteUnderTheHours;
}
/**
 * A line under the hours with a clock, for example 24/7 emergency service; highlight is shown in bold before the text.
 */
export interface NoteUnderTheHours {
  highlight?: BoldWords;
  text: Text2;
}
/**
 * The company's pages on other websites (a directory profile, a social page). They open in a new tab, and search engines are told they are the same business.
 */
export interface ProfilesColumn {
  kind: KindOfColumn3;
  heading?: Heading2;
  links: Links;
}
/**
 * A link to the company's page on another website.
 */
export interface ProfileLink {
  label: LinkText1;
  href: WebAddress;
}
/**
 * Any links, for example to pages of this site.
 */
export interface LinksColumn {
  kind: KindOfColumn4;
  heading?: Heading3;
  links: Links1;
}
/**
 * The credentials that have a number (company.credentials), with their numbers.
 */
export interface LicencesColumn {
  kind: KindOfColumn5;
  heading?: Heading4;
}
/**
 * The towns served (company.areasServed).
 */
export interface AreasColumn {
  kind: KindOfColumn6;
  heading?: Heading5;
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
/**
 * How the office works the requests in the editor's inbox (/edit/requests).
 */
export interface Inbox {
  title?: Heading6;
  statuses?: Statuses;
}
/**
 * One old address and where it now leads.
 */
export interface Redirect {
  from: OldAddress;
  to: NewAddress;
  status?: KindOfRedirect;
}
