/* Generated from schema/ by `npm run types`. Do not edit: change the schema and run it again. */

/**
 * The page's address on the site, starting with /, in lower case with dashes, for example /services/gutters. The not-found page uses "*".
 */
export type Address = string;
/**
 * The title shown in the browser tab and in search results, for example About Us | Summit Ridge Roofing. Keep it under 60 characters.
 */
export type BrowserTabTitle = string;
/**
 * One or two sentences shown under the title in search results. Keep it between 70 and 160 characters.
 */
export type SearchDescription = string;
/**
 * true leaves the page out of sitemap.xml and asks search engines not to list it (robots noindex), for example the quote form's thank-you page.
 */
export type HideFromSearchEngines = boolean;
/**
 * Path of the picture inside the public folder, starting with /images/. SVG, JPEG, PNG and WebP files work.
 */
export type ImageFile = string;
/**
 * What the picture shows, in a short sentence, for screen readers and search engines.
 */
export type ImageDescription = string;
/**
 * One section of the page; its type says what kind it is.
 */
export type Section = (
  | AreasServed
  | CallToAction
  | ProjectCarousel
  | CategoryCards
  | OurCommitment
  | QuestionsAndAnswers
  | FeatureCards
  | ProjectGallery
  | HeroBanner
  | HoursAndLocation
  | PageNotFound
  | ListOfOfferings
  | PictureBesideText
  | QuoteRequestForm
  | TextSections
  | ServiceCards
  | KeyFigures
  | HowItWorks
  | Team
  | CustomerReviews
) & {
  type: SectionType;
};
/**
 * Always areasServed for this block.
 */
export type BlockType = "areasServed";
/**
 * Optional name for linking straight to this section, for example /about#areas.
 */
export type AnchorName = string;
/**
 * The section's background: plain (white), alternate (light grey, to separate neighbouring sections) or dark (navy).
 */
export type Background = "plain" | "alternate" | "dark";
/**
 * The section's heading, shown large above its content.
 */
export type Heading = string;
/**
 * One or two sentences under the heading.
 */
export type Introduction = string;
/**
 * For example Portland & East Side.
 */
export type GroupName = string;
/**
 * A town or neighbourhood.
 */
export type Town = string;
/**
 * The towns in this group.
 *
 * @minItems 1
 */
export type Towns = Town[];
/**
 * The groups, shown side by side on wide screens.
 *
 * @minItems 1
 * @maxItems 6
 */
export type Groups = Group[];
/**
 * Always callToAction for this block.
 */
export type BlockType1 = "callToAction";
/**
 * A sentence under the heading.
 */
export type Text = string;
/**
 * true shows 'Call us for a free estimate' with the phone number from site.yaml.
 */
export type ShowTheCallButton = boolean;
/**
 * The words on the button, for example Get Free Estimate.
 */
export type ButtonText = string;
/**
 * Where the link goes: a page of this site starting with / (for example /contact), a full web address starting with https://, or a mailto: or tel: link.
 */
export type LinkTarget = string;
/**
 * primary: the filled accent button for the main action; secondary: the outlined button beside it.
 */
export type ButtonStyle = "primary" | "secondary";
/**
 * Always carousel for this block.
 */
export type BlockType2 = "carousel";
/**
 * For example Cedar Lap Siding Renovation.
 */
export type ProjectName = string;
/**
 * The service the project belongs to.
 */
export type Category =
  "Roofing" | "Framing" | "Siding" | "Windows & Doors" | "Waterproofing" | "Interior Work" | "Maintenance";
/**
 * Optional town, for example Lake Oswego.
 */
export type Location = string;
/**
 * The projects in the order they are shown.
 *
 * @minItems 1
 * @maxItems 12
 */
export type Projects = Project[];
/**
 * The words on the link, for example Get Free Estimate.
 */
export type LinkText = string;
/**
 * Always categoryCards for this block.
 */
export type BlockType3 = "categoryCards";
/**
 * For example Residential Roofing.
 */
export type Title = string;
/**
 * A sentence or two.
 */
export type Text1 = string;
/**
 * Where the link goes: a page of this site starting with / (for example /contact), a full web address starting with https://, or a mailto: or tel: link.
 */
export type LinkTarget1 = string;
/**
 * The words on the link; Learn More when left out.
 */
export type LinkText1 = string;
/**
 * The cards in order.
 *
 * @minItems 1
 * @maxItems 6
 */
export type Cards = Card[];
/**
 * Always commitment for this block.
 */
export type BlockType4 = "commitment";
/**
 * For example 100% Satisfaction Guarantee.
 */
export type Promise1 = string;
/**
 * A sentence or two about it.
 */
export type Explanation = string;
/**
 * The small picture beside the promise; a fitting one is chosen when left out.
 */
export type Icon =
  | "shield"
  | "clock"
  | "star"
  | "tools"
  | "home"
  | "building"
  | "leaf"
  | "badge"
  | "check"
  | "phone"
  | "dollar"
  | "users"
  | "droplet"
  | "ruler"
  | "sun"
  | "hammer";
/**
 * The promises in order.
 *
 * @minItems 1
 * @maxItems 6
 */
export type Promises = Promise[];
/**
 * true shows the Oregon and Washington licence numbers from site.yaml under the promises.
 */
export type ShowTheLicenceNumbers = boolean;
/**
 * Always faq for this block.
 */
export type BlockType5 = "faq";
/**
 * The question as a visitor would ask it, for example How soon can I get an appointment?
 */
export type Question1 = string;
/**
 * The answer in a few sentences. An empty line starts a new paragraph (write the answer after answer: | on the lines below it, indented).
 */
export type Answer = string;
/**
 * The questions in the order they are shown. Each is closed until a visitor opens it; the browser's find-in-page opens the one that holds the words looked for.
 *
 * @minItems 1
 * @maxItems 30
 */
export type Questions = Question[];
/**
 * Always features for this block.
 */
export type BlockType6 = "features";
/**
 * cards: a grid of cards with icons; list: a compact two-column list with check marks.
 */
export type Style = "cards" | "list";
/**
 * For example Licensed & Insured.
 */
export type Title1 = string;
/**
 * A sentence or two.
 */
export type Text2 = string;
/**
 * The small picture beside the title.
 */
export type Icon1 =
  | "shield"
  | "clock"
  | "star"
  | "tools"
  | "home"
  | "building"
  | "leaf"
  | "badge"
  | "check"
  | "phone"
  | "dollar"
  | "users"
  | "droplet"
  | "ruler"
  | "sun"
  | "hammer";
/**
 * The points in order.
 *
 * @minItems 1
 * @maxItems 12
 */
export type Points = Point[];
/**
 * Always gallery for this block.
 */
export type BlockType7 = "gallery";
/**
 * A short unique name for the picture, in lower case with dashes, for example cedar-siding.
 */
export type PictureId = string;
/**
 * For example Cedar Lap Siding Renovation.
 */
export type ProjectName1 = string;
/**
 * The service the project belongs to.
 */
export type Category1 =
  "Roofing" | "Framing" | "Siding" | "Windows & Doors" | "Waterproofing" | "Interior Work" | "Maintenance";
/**
 * Optional town, for example Lake Oswego.
 */
export type Location1 = string;
/**
 * The pictures in order.
 *
 * @minItems 1
 * @maxItems 48
 */
export type Pictures = GalleryPicture[];
/**
 * Always hero for this block.
 */
export type BlockType8 = "hero";
/**
 * A short line shown above the headline, for example Portland Metro Roofing & Construction.
 */
export type SmallLineAboveTheHeadline = string;
/**
 * The page's main heading (there is one per page).
 */
export type Headline = string;
/**
 * One or two sentences under the headline.
 */
export type Tagline = string;
/**
 * A short trust claim, for example Fully Licensed.
 */
export type Badge = string;
/**
 * Short trust claims shown as pills under the tagline, for example Fully Licensed, Bonded, Insured.
 *
 * @minItems 1
 * @maxItems 4
 */
export type Badges = Badge[];
/**
 * One picture, or several that take turns in the background. The first one shows first.
 *
 * @minItems 1
 * @maxItems 12
 */
export type BackgroundPictures = Image[];
/**
 * With several pictures: how long each shows before the next, in milliseconds (8000 is 8 seconds).
 */
export type TimePerPictureMs = number;
/**
 * Up to two buttons under the tagline; the first is usually Get Free Estimate.
 *
 * @minItems 1
 * @maxItems 2
 */
export type Buttons = Button[];
/**
 * true adds a button that calls the company phone number from site.yaml.
 */
export type ShowTheCallButton1 = boolean;
/**
 * full: a tall banner for the home page; compact: a shorter banner for inner pages.
 */
export type Height = "full" | "compact";
/**
 * Always hoursLocation for this block.
 */
export type BlockType9 = "hoursLocation";
/**
 * Optional: a heading over the address, phone and e-mail, for example Find us. The company's name leads the address either way.
 */
export type AddressHeading = string;
/**
 * Optional: a heading over the opening hours, for example Opening hours. The hours themselves are company.hours in site.yaml.
 */
export type HoursHeading = string;
/**
 * Optional: a sentence under the hours, for example Evening appointments by arrangement.
 */
export type NoteUnderTheHours = string;
/**
 * The words on the link that opens directions to the address in Google Maps.
 */
export type DirectionsLinkText = string;
/**
 * Always notFound for this block.
 */
export type BlockType10 = "notFound";
/**
 * For example Oops! Page not found.
 */
export type Heading1 = string;
/**
 * A sentence that helps the visitor on.
 */
export type Text3 = string;
/**
 * Always offerings for this block.
 */
export type BlockType11 = "offerings";
/**
 * One thing offered, for example Full roof replacement.
 */
export type Offering = string;
/**
 * The offerings in order.
 *
 * @minItems 1
 * @maxItems 24
 */
export type Offerings = Offering[];
/**
 * Always pictureText for this block.
 */
export type BlockType12 = "pictureText";
/**
 * One paragraph.
 */
export type Paragraph = string;
/**
 * The text beside the picture, one paragraph per item.
 *
 * @minItems 1
 * @maxItems 8
 */
export type Paragraphs = Paragraph[];
/**
 * Which side of the text the picture sits on from tablet width up: left or right. Alternate it between neighbouring blocks of this kind.
 */
export type PictureSide = "left" | "right";
/**
 * Always quoteForm for this block.
 */
export type BlockType13 = "quoteForm";
/**
 * The heading above the form fields, for example Request a Quote.
 */
export type FormHeading = string;
/**
 * The sentence that says when the company answers, for example We reply within 24 hours.
 */
export type ReplyPromise = string;
/**
 * For example Send Request.
 */
export type SendButtonText = string;
/**
 * true shows phone, e-mail, address and office hours (from site.yaml) beside the form.
 */
export type ShowContactDetails = boolean;
/**
 * The address that receives the form: /api/quote for this site's own server, or the https:// address of a hosted form service.
 */
export type WhereRequestsAreSent = string;
/**
 * Always richText for this block.
 */
export type BlockType14 = "richText";
/**
 * For legal text: the date it takes effect, as year-month-day, for example 2024-01-01.
 */
export type EffectiveDate = string;
/**
 * For example Information We Collect.
 */
export type SectionHeading = string;
/**
 * One paragraph.
 */
export type Paragraph1 = string;
/**
 * The section's paragraphs.
 *
 * @minItems 0
 */
export type Paragraphs1 = Paragraph1[];
/**
 * One bullet point.
 */
export type ListItem = string;
/**
 * Optional bullet points after the paragraphs.
 *
 * @minItems 1
 */
export type BulletList = ListItem[];
/**
 * The sections in order.
 *
 * @minItems 1
 * @maxItems 40
 */
export type Sections1 = Section1[];
/**
 * Always serviceCards for this block.
 */
export type BlockType15 = "serviceCards";
/**
 * For example Roofing.
 */
export type ServiceName = string;
/**
 * For example (residential and commercial).
 */
export type Subtitle = string;
/**
 * Where the link goes: a page of this site starting with / (for example /contact), a full web address starting with https://, or a mailto: or tel: link.
 */
export type LinkTarget2 = string;
/**
 * Where the link goes: a page of this site starting with / (for example /contact), a full web address starting with https://, or a mailto: or tel: link.
 */
export type LinkTarget3 = string;
/**
 * Where the link goes: a page of this site starting with / (for example /contact), a full web address starting with https://, or a mailto: or tel: link.
 */
export type LinkTarget4 = string;
/**
 * The service cards in order.
 *
 * @minItems 1
 * @maxItems 12
 */
export type Cards1 = ServiceCard[];
/**
 * Always stats for this block.
 */
export type BlockType16 = "stats";
/**
 * The big text, for example 18+ or 24/7.
 */
export type Value = string;
/**
 * What the value means, for example Years Experience.
 */
export type Label = string;
/**
 * Optional sentence under the label.
 */
export type Detail = string;
/**
 * The figures, shown side by side on wide screens.
 *
 * @minItems 1
 * @maxItems 6
 */
export type Figures = Figure[];
/**
 * Always steps for this block.
 */
export type BlockType17 = "steps";
/**
 * For example Consultation.
 */
export type StepName = string;
/**
 * What happens in this step.
 */
export type StepDescription = string;
/**
 * The steps in order; they are numbered automatically.
 *
 * @minItems 1
 * @maxItems 6
 */
export type Steps = Step[];
/**
 * Always team for this block.
 */
export type BlockType18 = "team";
/**
 * Their name as they like to be called, for example Maria Alvarez.
 */
export type Name = string;
/**
 * What they do, for example Office Manager.
 */
export type Role = string;
/**
 * Optional: one or two sentences about the person.
 */
export type AboutThem = string;
/**
 * The people in the order they are shown: up to four cards a row on a wide screen, one a row on a phone.
 *
 * @minItems 1
 * @maxItems 24
 */
export type People = Person[];
/**
 * Always testimonials for this block.
 */
export type BlockType19 = "testimonials";
/**
 * What the customer said, without quotation marks.
 */
export type Quote = string;
/**
 * The customer's name, for example Sarah M.
 */
export type Name1 = string;
/**
 * For example Beaverton, OR or Facilities Manager.
 */
export type TownOrRole = string;
/**
 * The rating, from 1 to 5.
 */
export type Stars = number;
/**
 * The reviews in the order they are shown.
 *
 * @minItems 1
 * @maxItems 9
 */
export type Reviews = Review[];
/**
 * What kind of section this is, for example hero, steps, carousel or quoteForm.
 */
export type SectionType = string;
/**
 * The page's sections from top to bottom. Each starts with - type: and the kind of section, for example hero, steps or quoteForm.
 *
 * @minItems 1
 */
export type Sections = Section[];

/**
 * One page of the site: its address, its title and description for search engines, and its sections (blocks) from top to bottom.
 */
export interface Page {
  route: Address;
  title: BrowserTabTitle;
  description: SearchDescription;
  noindex?: HideFromSearchEngines;
  image?: SharingPicture;
  blocks: Sections;
}
/**
 * The picture shown when the page is shared on social media. The site's default picture is used when left out.
 */
export interface SharingPicture {
  src: ImageFile;
  alt: ImageDescription;
}
/**
 * The towns the company works in, in named groups.
 */
export interface AreasServed {
  type: BlockType;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  groups: Groups;
}
/**
 * A named group of towns.
 */
export interface Group {
  name: GroupName;
  places: Towns;
}
/**
 * A band that asks the visitor to act: a heading, a sentence, the call button and an estimate button.
 */
export interface CallToAction {
  type: BlockType1;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  text?: Text;
  callButton?: ShowTheCallButton;
  estimate?: EstimateButton;
}
/**
 * For example Get Free Estimate, to /contact.
 */
export interface EstimateButton {
  label: ButtonText;
  href: LinkTarget;
  variant?: ButtonStyle;
}
/**
 * A row of project cards that visitors move through with Previous and Next buttons, arrow keys or a swipe. Shows 1, 2 or 3 cards at a time depending on screen width.
 */
export interface ProjectCarousel {
  type: BlockType2;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  items: Projects;
  link?: LinkUnderTheCarousel;
}
/**
 * One finished project.
 */
export interface Project {
  title: ProjectName;
  category: Category;
  location?: Location;
  image: Image;
}
/**
 * A picture from the public/images folder, with a short description for people who cannot see it.
 */
export interface Image {
  src: ImageFile;
  alt: ImageDescription;
}
/**
 * For example View Full Gallery, to /gallery.
 */
export interface LinkUnderTheCarousel {
  label: LinkText;
  href: LinkTarget;
}
/**
 * Large cards that lead to more pages, each with a picture, a sentence and a Learn More link: for example Residential and Commercial.
 */
export interface CategoryCards {
  type: BlockType3;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  cards: Cards;
}
/**
 * One card.
 */
export interface Card {
  title: Title;
  text: Text1;
  image: Image;
  href: LinkTarget1;
  linkLabel?: LinkText1;
}
/**
 * Promises to the customer, with the licence numbers from site.yaml.
 */
export interface OurCommitment {
  type: BlockType4;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  points: Promises;
  showLicence?: ShowTheLicenceNumbers;
}
/**
 * One promise.
 */
export interface Promise {
  title: Promise1;
  text: Explanation;
  icon?: Icon;
}
/**
 * Questions people often ask, each opening to show its answer. Search engines also read them as the page's questions and answers.
 */
export interface QuestionsAndAnswers {
  type: BlockType5;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  items: Questions;
}
/**
 * One question and its answer.
 */
export interface Question {
  question: Question1;
  answer: Answer;
  link?: LinkAfterTheAnswer;
}
/**
 * Optional: a link under the answer, for example to a page that says more.
 */
export interface LinkAfterTheAnswer {
  label: LinkText;
  href: LinkTarget;
}
/**
 * Short points with a title, a sentence and an icon: Why Choose Us, the benefits of a service, and similar.
 */
export interface FeatureCards {
  type: BlockType6;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  variant?: Style;
  items: Points;
}
/**
 * One point.
 */
export interface Point {
  title: Title1;
  text: Text2;
  icon?: Icon1;
}
/**
 * A grid of project pictures; the title and category appear on hover, on keyboard focus, and always on touch screens.
 */
export interface ProjectGallery {
  type: BlockType7;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  items: Pictures;
}
/**
 * One finished project.
 */
export interface GalleryPicture {
  id: PictureId;
  title: ProjectName1;
  category: Category1;
  location?: Location1;
  image: Image;
}
/**
 * The large banner at the top of a page: headline, tagline, trust badges and buttons over a picture. With several pictures the background cross-fades from one to the next.
 */
export interface HeroBanner {
  type: BlockType8;
  id?: AnchorName;
  surface?: Background;
  eyebrow?: SmallLineAboveTheHeadline;
  heading: Headline;
  tagline?: Tagline;
  badges?: Badges;
  images: BackgroundPictures;
  intervalMs?: TimePerPictureMs;
  actions?: Buttons;
  callButton?: ShowTheCallButton1;
  size?: Height;
}
/**
 * A link drawn as a button.
 */
export interface Button {
  label: ButtonText;
  href: LinkTarget;
  variant?: ButtonStyle;
}
/**
 * When the business is open and where to find it: the opening hours, address, phone and e-mail from site.yaml, and a link to directions on a map.
 */
export interface HoursAndLocation {
  type: BlockType9;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  locationHeading?: AddressHeading;
  hoursHeading?: HoursHeading;
  note?: NoteUnderTheHours;
  directionsLabel?: DirectionsLinkText;
}
/**
 * The message shown for an address that does not exist, with a link home.
 */
export interface PageNotFound {
  type: BlockType10;
  id?: AnchorName;
  surface?: Background;
  heading: Heading1;
  text?: Text3;
  link: LinkHome;
}
/**
 * For example Return to Home, to /.
 */
export interface LinkHome {
  label: LinkText;
  href: LinkTarget;
}
/**
 * A checklist of what the company offers for a service.
 */
export interface ListOfOfferings {
  type: BlockType11;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  items: Offerings;
}
/**
 * A picture on one side and a heading with a few paragraphs on the other, with an optional button. On phones the picture sits above the text.
 */
export interface PictureBesideText {
  type: BlockType12;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  paragraphs: Paragraphs;
  picture: Image1;
  side?: PictureSide;
  button?: Button1;
}
/**
 * A picture from the public/images folder, with a short description for people who cannot see it.
 */
export interface Image1 {
  src: ImageFile;
  alt: ImageDescription;
}
/**
 * A link drawn as a button.
 */
export interface Button1 {
  label: ButtonText;
  href: LinkTarget;
  variant?: ButtonStyle;
}
/**
 * The Request a Quote form, optionally beside the company's contact details. Requests go to the address in endpoint.
 */
export interface QuoteRequestForm {
  type: BlockType13;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  formHeading: FormHeading;
  replyPromise: ReplyPromise;
  submitLabel: SendButtonText;
  contactInfo?: ShowContactDetails;
  endpoint?: WhereRequestsAreSent;
}
/**
 * Long text in sections with headings, for example the privacy policy.
 */
export interface TextSections {
  type: BlockType14;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  effectiveDate?: EffectiveDate;
  sections: Sections1;
}
/**
 * One section of text.
 */
export interface Section1 {
  heading: SectionHeading;
  paragraphs?: Paragraphs1;
  list?: BulletList;
}
/**
 * A grid of service cards, each with a picture, linking to its service page and splitting into Residential and Commercial links on hover.
 */
export interface ServiceCards {
  type: BlockType15;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  cards: Cards1;
}
/**
 * One service.
 */
export interface ServiceCard {
  title: ServiceName;
  subtitle: Subtitle;
  image: Image;
  href: LinkTarget2;
  residentialHref: LinkTarget3;
  commercialHref: LinkTarget4;
}
/**
 * A row of big numbers with a label each, for example 18+ Years Experience.
 */
export interface KeyFigures {
  type: BlockType16;
  id?: AnchorName;
  surface?: Background;
  heading?: Heading;
  intro?: Introduction;
  items: Figures;
}
/**
 * One big number or short claim with its label.
 */
export interface Figure {
  value: Value;
  label: Label;
  text?: Detail;
}
/**
 * Numbered steps of the way the company works with a customer.
 */
export interface HowItWorks {
  type: BlockType17;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  steps: Steps;
}
/**
 * One step.
 */
export interface Step {
  title: StepName;
  text: StepDescription;
}
/**
 * The people of the business: a card for each with a photo (or their initials), name, role and a few words about them.
 */
export interface Team {
  type: BlockType18;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  members: People;
}
/**
 * One person of the team.
 */
export interface Person {
  name: Name;
  role: Role;
  photo?: Image2;
  bio?: AboutThem;
}
/**
 * A picture from the public/images folder, with a short description for people who cannot see it.
 */
export interface Image2 {
  src: ImageFile;
  alt: ImageDescription;
}
/**
 * Quotes from customers with their name, town or role and a star rating.
 */
export interface CustomerReviews {
  type: BlockType19;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  items: Reviews;
  link?: Button2;
}
/**
 * One customer's review.
 */
export interface Review {
  quote: Quote;
  author: Name1;
  location: TownOrRole;
  stars: Stars;
}
/**
 * A link drawn as a button.
 */
export interface Button2 {
  label: ButtonText;
  href: LinkTarget;
  variant?: ButtonStyle;
}
