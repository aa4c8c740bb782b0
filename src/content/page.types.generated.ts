/* Generated from schema/ by `npm run types`. Do not edit: change the schema and run it again. */

/**
 * The page's address on the site, starting with /, in lower case with dashes, for example /services/window-cleaning. The not-found page uses "*".
 */
export type Address = string;
/**
 * The title shown in the browser tab and in search results, for example About Us | Harbour Street Dental. Keep it under 60 characters.
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
 * Path of the picture inside the public folder, starting with /images/. Choose photo takes a JPEG, PNG, WebP or HEIC photo (an iPhone's own format) and stores it there; SVG files work too.
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
  | AnnouncementBar
  | AreasServed
  | CallToAction
  | CarouselOfCards
  | CategoryCards
  | OurCommitment
  | EntryBody
  | EntryHeader
  | ListOfEntries
  | QuestionsAndAnswers
  | FeatureCards
  | PictureGallery
  | HeroBanner
  | HoursAndLocation
  | RowOfLogos
  | PageNotFound
  | ListOfOfferings
  | PictureBesideText
  | PriceList
  | ContactForm
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
 * Always announcement for this block.
 */
export type BlockType = "announcement";
/**
 * Optional name for linking straight to this section, for example /about#areas.
 */
export type AnchorName = string;
/**
 * The notice in a sentence or two, for example We are closed on 24 and 25 December.
 */
export type Message = string;
/**
 * The words on the link, for example Contact Us.
 */
export type LinkText = string;
/**
 * Where the link goes: a page of this site starting with / (for example /contact), a full web address starting with https://, or a mailto: or tel: link.
 */
export type LinkTarget = string;
/**
 * The bar's colour, from the theme: info (the brand's dark colour, for news), success (green, for good news such as a reopening) or warning (amber, for a closure or a change to plan around).
 */
export type Tone = "info" | "success" | "warning";
/**
 * Optional small picture before the message, for example clock for new hours.
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
 * What screen readers call the bar when listing the page's regions; Announcement when left out.
 */
export type NameForScreenReaders = string;
/**
 * Always areasServed for this block.
 */
export type BlockType1 = "areasServed";
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
 * For example North or City Centre.
 */
export type GroupName = string;
/**
 * A town or neighbourhood.
 */
export type Place = string;
/**
 * The towns or neighbourhoods in this group.
 *
 * @minItems 1
 */
export type Places = Place[];
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
export type BlockType2 = "callToAction";
/**
 * A sentence under the heading.
 */
export type Text = string;
/**
 * true shows the call button of site.yaml (its words and the phone number).
 */
export type ShowTheCallButton = boolean;
/**
 * The words on the button, for example Book an Appointment.
 */
export type ButtonText = string;
/**
 * primary: the filled accent button for the main action; secondary: the outlined button beside it.
 */
export type ButtonStyle = "primary" | "secondary";
/**
 * A row of picture cards (finished work, products, rooms…) that visitors move through with Previous and Next buttons, arrow keys or a swipe. Shows 1, 2 or 3 cards at a time depending on screen width.
 */
export type CarouselOfCards = (
  | {
      items: Cards;
    }
  | {
      from: CardsFromACollection;
    }
) & {
  type: BlockType3;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  items?: Cards1;
  from?: CardsFromACollection1;
  link?: LinkUnderTheCarousel;
  labels?: WordsForScreenReaders;
};
/**
 * For example Three-Tier Lemon Cake.
 */
export type Title = string;
/**
 * Optional: a word or two shown on the picture, for example Wedding Cakes.
 */
export type Category = string;
/**
 * Optional line under the title beside a map pin, usually a town, for example Riverside.
 */
export type Place1 = string;
/**
 * Where the link goes: a page of this site starting with / (for example /contact), a full web address starting with https://, or a mailto: or tel: link.
 */
export type LinkTarget1 = string;
/**
 * A carousel shows its own items or the entries of a collection (from).
 *
 * @minItems 1
 * @maxItems 12
 */
export type Cards = CarouselCard[];
/**
 * The collection's name: its file name in collections/ without .yaml, for example recipes.
 */
export type Collection = string;
/**
 * Optional: only this many of the newest entries, for example 3. All of them when left out.
 */
export type HowMany = number;
/**
 * Optional: only the entries of this category, written as the entries write it, for example Wedding Cakes.
 */
export type Category1 = string;
/**
 * Optional: only the entries with this tag, in lower case with dashes, for example gluten-free.
 */
export type Tag = string;
/**
 * Always carousel for this block.
 */
export type BlockType3 = "carousel";
/**
 * The cards in the order they are shown. Write items, or from to take them from a collection.
 *
 * @minItems 1
 * @maxItems 12
 */
export type Cards1 = CarouselCard[];
/**
 * The name of the button that moves back one card.
 */
export type PreviousButton = string;
/**
 * The name of the button that moves on one card.
 */
export type NextButton = string;
/**
 * The name of the row that scrolls.
 */
export type RowOfCards = string;
/**
 * What the section is, said after its heading.
 */
export type KindOfSection = string;
/**
 * What each card is, said with its number.
 */
export type KindOfCard = string;
/**
 * Each card's name: {number} is its place in the row and {count} the number of cards, for example {number} of {count}.
 */
export type CardNumber = string;
/**
 * Always categoryCards for this block.
 */
export type BlockType4 = "categoryCards";
/**
 * For example Home Cleaning.
 */
export type Title1 = string;
/**
 * A sentence or two.
 */
export type Text1 = string;
/**
 * Where the link goes: a page of this site starting with / (for example /contact), a full web address starting with https://, or a mailto: or tel: link.
 */
export type LinkTarget2 = string;
/**
 * The words on the link; Learn More when left out. Screen readers hear them followed by the card's title.
 */
export type LinkText1 = string;
/**
 * The cards in order.
 *
 * @minItems 1
 * @maxItems 6
 */
export type Cards2 = Card[];
/**
 * Always commitment for this block.
 */
export type BlockType5 = "commitment";
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
 * The promises in order.
 *
 * @minItems 1
 * @maxItems 6
 */
export type Promises = Promise[];
/**
 * true shows a line under the promises: the block's own credentials when written, otherwise each credential of site.yaml that has a number, as its name and number.
 */
export type ShowTheLicenceLine = boolean;
/**
 * For example Board certified.
 */
export type Credential = string;
/**
 * Optional: the words of the line under the promises, one short text each, kept on one line and separated by dots, for example State licence {{stateLicence}}. Left out: the credentials of site.yaml that have a number.
 *
 * @minItems 1
 * @maxItems 6
 */
export type CredentialsLine = Credential[];
/**
 * Always entryBody for this block.
 */
export type BlockType6 = "entryBody";
/**
 * Always entryHeader for this block.
 */
export type BlockType7 = "entryHeader";
/**
 * The entry's title, the page's main heading.
 */
export type Title2 = string;
/**
 * The day it happened or was written, YYYY-MM-DD, shown as March 14, 2026.
 */
export type Date = string;
/**
 * The entry's category, shown above the title.
 */
export type Category2 = string;
/**
 * Where the link goes: a page of this site starting with / (for example /contact), a full web address starting with https://, or a mailto: or tel: link.
 */
export type LinkTarget3 = string;
/**
 * The tag, for example gluten-free.
 */
export type Tag2 = string;
/**
 * Where the link goes: a page of this site starting with / (for example /contact), a full web address starting with https://, or a mailto: or tel: link.
 */
export type LinkTarget4 = string;
/**
 * The entry's tags, each a link to its tag page when the collection has them.
 *
 * @maxItems 10
 */
export type Tags = Tag1[];
/**
 * The field's title, for example Baker.
 */
export type Name = string;
/**
 * What the entry says, for example Ana Ruiz.
 */
export type Value = string;
/**
 * The collection's own fields shown under the title, each with its name, for example Baker: Ana Ruiz.
 */
export type Facts = Fact[];
/**
 * One or two sentences, shown as the lead paragraph.
 */
export type Summary = string;
/**
 * More pictures of the entry, shown as a grid.
 */
export type Photos = Image[];
/**
 * Always entryList for this block.
 */
export type BlockType8 = "entryList";
/**
 * On a listing page, how many cards before the list goes on to a next page (/recipes/page/2).
 */
export type EntriesPerPage = number;
/**
 * The entry's title, a link to its page.
 */
export type Title3 = string;
/**
 * Where the link goes: a page of this site starting with / (for example /contact), a full web address starting with https://, or a mailto: or tel: link.
 */
export type LinkTarget5 = string;
/**
 * The entry's date, YYYY-MM-DD.
 */
export type Date1 = string;
/**
 * The entry's summary.
 */
export type Summary1 = string;
/**
 * The entry's category.
 */
export type Category3 = string;
/**
 * The entries shown, one card each. Filled in by the build from the collection; not written by hand.
 */
export type Cards3 = EntryCard[];
/**
 * Where the link goes: a page of this site starting with / (for example /contact), a full web address starting with https://, or a mailto: or tel: link.
 */
export type LinkTarget6 = string;
/**
 * Where the link goes: a page of this site starting with / (for example /contact), a full web address starting with https://, or a mailto: or tel: link.
 */
export type LinkTarget7 = string;
/**
 * The date of the oldest entry on a page of older entries (YYYY-MM-DD).
 */
export type OldestDate = string;
/**
 * The date of the newest entry on a page of older entries (YYYY-MM-DD).
 */
export type NewestDate = string;
/**
 * Always faq for this block.
 */
export type BlockType9 = "faq";
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
export type BlockType10 = "features";
/**
 * cards: a grid of cards with icons; list: a compact two-column list with check marks.
 */
export type Style = "cards" | "list";
/**
 * For example Licensed & Insured.
 */
export type Title4 = string;
/**
 * A sentence or two.
 */
export type Text2 = string;
/**
 * The small picture beside the title.
 */
export type Icon2 =
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
 * A grid of pictures of finished work; the title and category appear on hover, on keyboard focus, and always on touch screens.
 */
export type PictureGallery = (
  | {
      items: Pictures;
    }
  | {
      from: PicturesFromACollection;
    }
) & {
  type: BlockType11;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  items?: Pictures1;
  from?: PicturesFromACollection1;
};
/**
 * A short unique name for the picture, in lower case with dashes, for example stone-path.
 */
export type PictureId = string;
/**
 * What the picture shows, for example Flagstone Garden Path.
 */
export type Title5 = string;
/**
 * Optional: a word or two for the kind of work, shown above the title, for example Kitchens or Wedding Cakes. Write the same words for pictures of the same kind.
 */
export type Category4 = string;
/**
 * Optional place, for example Riverside.
 */
export type Location = string;
/**
 * Where the link goes: a page of this site starting with / (for example /contact), a full web address starting with https://, or a mailto: or tel: link.
 */
export type LinkTarget8 = string;
/**
 * A gallery shows its own items or the entries of a collection (from).
 *
 * @minItems 1
 * @maxItems 48
 */
export type Pictures = GalleryPicture[];
/**
 * Always gallery for this block.
 */
export type BlockType11 = "gallery";
/**
 * The pictures in order. Write items, or from to take them from a collection.
 *
 * @minItems 1
 * @maxItems 48
 */
export type Pictures1 = GalleryPicture[];
/**
 * Always hero for this block.
 */
export type BlockType12 = "hero";
/**
 * A short line shown above the headline, for example Family Dentistry in Springfield.
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
 * Short claims shown as pills under the tagline, for example Licensed & Insured or Open Saturdays.
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
 * Up to two buttons under the tagline; the first is the main one, for example Book an Appointment.
 *
 * @minItems 1
 * @maxItems 2
 */
export type Buttons = Button1[];
/**
 * true adds a button that calls the company phone number from site.yaml.
 */
export type ShowTheCallButton1 = boolean;
/**
 * full: a tall banner for the home page; compact: a shorter banner for inner pages.
 */
export type Height = "full" | "compact";
/**
 * The button's name while the pictures take turns.
 */
export type PauseButton = string;
/**
 * The button's name while the pictures stand still.
 */
export type PlayButton = string;
/**
 * Always hoursLocation for this block.
 */
export type BlockType13 = "hoursLocation";
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
 * Always logos for this block.
 */
export type BlockType14 = "logos";
/**
 * The section's heading, shown large above its content.
 */
export type Heading1 = string;
/**
 * One or two sentences under the heading.
 */
export type Introduction1 = string;
/**
 * Path of the logo inside the public folder, starting with /images/, for example /images/logos/northwind.svg. SVG suits logos best (it stays sharp at any size); PNG, JPEG and WebP work too. Logos are drawn at most 56 px high.
 */
export type LogoFile = string;
/**
 * The name the logo shows, for example Northwind Bicycles: screen readers read it, and it names the link when there is one.
 */
export type Name1 = string;
/**
 * Where the link goes: a page of this site starting with / (for example /contact), a full web address starting with https://, or a mailto: or tel: link.
 */
export type LinkTarget9 = string;
/**
 * The logos in the order they are shown, side by side and wrapping onto more rows on narrow screens.
 *
 * @minItems 1
 * @maxItems 24
 */
export type Logos = Logo[];
/**
 * Always notFound for this block.
 */
export type BlockType15 = "notFound";
/**
 * For example Oops! Page not found.
 */
export type Heading2 = string;
/**
 * A sentence that helps the visitor on.
 */
export type Text3 = string;
/**
 * Always offerings for this block.
 */
export type BlockType16 = "offerings";
/**
 * One thing offered, for example Floors vacuumed and mopped.
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
export type BlockType17 = "pictureText";
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
 * Prices in a list a visitor can scan: each thing with its price, an optional unit and a line of description, in one list or in named groups, with a note under them.
 */
export type PriceList = (
  | {
      items: Items;
    }
  | {
      groups: Groups1;
    }
) & {
  type: BlockType18;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  items?: Items2;
  groups?: Groups2;
  note?: Note;
};
/**
 * What is offered, for example Haircut and style.
 */
export type Name2 = string;
/**
 * The price as it should read, with its currency, for example $45, from $90 or $20–$30.
 */
export type Price = string;
/**
 * Optional, shown after the price, for example per hour or each.
 */
export type Unit = string;
/**
 * Optional line under the name, for example Includes wash and blow-dry.
 */
export type Description = string;
/**
 * A price list holds items, groups or both.
 *
 * @minItems 1
 * @maxItems 40
 */
export type Items = PricedItem[];
/**
 * For example Colour.
 */
export type GroupName1 = string;
/**
 * What is offered, for example Haircut and style.
 */
export type Name3 = string;
/**
 * The price as it should read, with its currency, for example $45, from $90 or $20–$30.
 */
export type Price1 = string;
/**
 * Optional, shown after the price, for example per hour or each.
 */
export type Unit1 = string;
/**
 * Optional line under the name, for example Includes wash and blow-dry.
 */
export type Description1 = string;
/**
 * The priced items in order.
 *
 * @minItems 1
 * @maxItems 40
 */
export type Items1 = PricedItem1[];
/**
 * A price list holds items, groups or both.
 *
 * @minItems 1
 * @maxItems 8
 */
export type Groups1 = PriceGroup[];
/**
 * Always priceList for this block.
 */
export type BlockType18 = "priceList";
/**
 * One list of priced items, in order, without a name. Write items, groups or both (items then come first).
 *
 * @minItems 1
 * @maxItems 40
 */
export type Items2 = PricedItem[];
/**
 * Priced items in named groups, for example Cuts and Colour, side by side on wide screens.
 *
 * @minItems 1
 * @maxItems 8
 */
export type Groups2 = PriceGroup[];
/**
 * Optional small print under the prices, for example Prices include tax.
 */
export type Note = string;
/**
 * Always quoteForm for this block.
 */
export type BlockType19 = "quoteForm";
/**
 * The heading above the form fields, for example Send Us a Message.
 */
export type FormHeading = string;
/**
 * The name the answer is sent and stored under: letters and digits, starting with a letter, for example firstName. Unique in the form; form, subject and fillTimeMs are taken, as are words the website's program uses for itself, such as constructor, toString and valueOf. Keep a name once requests have come in: the office's lists group answers by it.
 */
export type Name4 = string;
/**
 * text: one line (at most 300 characters). email: an e-mail address. phone: a phone number with at least 10 digits. longText: several lines (at most 5,000 characters). choice: one of options. date: a day of the calendar. yesNo: yes or no. photos: pictures from the phone or computer (JPEG, PNG, WebP or HEIC, each at most 12 MB), kept with the request and shown in the inbox.
 */
export type Kind = "text" | "email" | "phone" | "longText" | "choice" | "date" | "yesNo" | "photos";
/**
 * The words shown above the field, in the office e-mail and in the inbox, for example First name.
 */
export type Label = string;
/**
 * true: the request is not sent without it (the label says so).
 */
export type Required = boolean;
/**
 * A sentence shown under the label, for example what the answer is for.
 */
export type Help = string;
/**
 * The HTML autocomplete token, so the browser can fill the field in: name, given-name, family-name, email, tel, street-address, organization …. given-name, family-name and name also say who sent the request (the e-mail's subject and the inbox use them).
 */
export type Autofill = string;
/**
 * Plain text. It may name a company fact in double braces, for example {{phone}} or {{years}}; the fact comes from site.yaml.
 */
export type Text4 = string;
/**
 * For kind choice: the answers to choose from, as shown and as stored.
 *
 * @minItems 2
 * @maxItems 20
 */
export type Options = Text4[];
/**
 * For text, longText, email and phone: at most this many characters, below the kind's own limit.
 */
export type MostCharacters = number;
/**
 * For longText: how many lines the box shows.
 */
export type Lines = number;
/**
 * For photos: at most this many pictures (1 to 5).
 */
export type MostPhotos = number;
/**
 * The form's fields, in order. There must be a way to reply: at least one field of kind email or phone. When none of those is required, the visitor must fill in one of them.
 *
 * @minItems 1
 * @maxItems 30
 */
export type Fields = Field[];
/**
 * The sentence that says when the company answers, for example We reply within 24 hours.
 */
export type ReplyPromise = string;
/**
 * For example Send Message.
 */
export type SendButtonText = string;
/**
 * For example Thank you, your message has been sent.
 */
export type Heading3 = string;
/**
 * The sentence under it; the reply promise when left out.
 */
export type Message1 = string;
/**
 * The subject of the e-mail the office receives for each request; {name} is who sent it (their name, else their e-mail address or phone number).
 */
export type EMailSubject = string;
/**
 * The first line of the office's e-mail, for example A request came in through the website.
 */
export type EMailFirstLine = string;
/**
 * For example We received your request, {firstName}.
 */
export type Subject = string;
/**
 * Plain text, over several lines if you like. For example Hello {firstName}, thank you for your request: we reply {{replyTime}}.
 */
export type Words = string;
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
export type BlockType20 = "richText";
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
 * The line under the heading when there is an effective date; {date} is the date, written the site's way (seo.locale).
 */
export type EffectiveDateLine = string;
/**
 * The heading of the list of sections shown when there are several.
 */
export type ContentsHeading = string;
/**
 * Always serviceCards for this block.
 */
export type BlockType21 = "serviceCards";
/**
 * For example Cleaning.
 */
export type ServiceName = string;
/**
 * Optional short line under the title, for example (homes and offices).
 */
export type Subtitle = string;
/**
 * Where the link goes: a page of this site starting with / (for example /contact), a full web address starting with https://, or a mailto: or tel: link.
 */
export type LinkTarget10 = string;
/**
 * A word or two, for example Homes.
 */
export type LinkText2 = string;
/**
 * Where the link goes: a page of this site starting with / (for example /contact), a full web address starting with https://, or a mailto: or tel: link.
 */
export type LinkTarget11 = string;
/**
 * Optional small picture beside the words.
 */
export type Icon3 =
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
 * Optional links to parts of the service, shown over the picture on hover and as buttons where nothing hovers. Screen readers hear each one's words followed by the card's title, for example Homes Cleaning.
 *
 * @minItems 1
 * @maxItems 3
 */
export type MoreLinks = ServiceCardLink[];
/**
 * The service cards in order.
 *
 * @minItems 1
 * @maxItems 12
 */
export type Cards4 = ServiceCard[];
/**
 * Always stats for this block.
 */
export type BlockType22 = "stats";
/**
 * The big text, for example 18+ or 24/7.
 */
export type Value1 = string;
/**
 * What the value means, for example Years in Business.
 */
export type Label1 = string;
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
export type BlockType23 = "steps";
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
export type BlockType24 = "team";
/**
 * Their name as they like to be called, for example Maria Alvarez.
 */
export type Name5 = string;
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
export type BlockType25 = "testimonials";
/**
 * What the customer said, without quotation marks.
 */
export type Quote = string;
/**
 * The customer's name, for example Sarah M.
 */
export type Name6 = string;
/**
 * For example Riverside or Office Manager.
 */
export type TownOrRole = string;
/**
 * The rating, from 1 to 5: a new review starts at 5.
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
 * What screen readers say for a review's stars; {stars} is the number, for example {stars} out of 5 stars.
 */
export type StarRating = string;
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
 * A slim bar with a short notice and an optional link, for example new opening hours or a holiday closure. It is part of the page, not a pop-up: visitors read it in its place, and screen readers find it as a named region.
 */
export interface AnnouncementBar {
  type: BlockType;
  id?: AnchorName;
  message: Message;
  link?: Link;
  tone?: Tone;
  icon?: Icon;
  label?: NameForScreenReaders;
}
/**
 * Optional link after the message, for example See our hours, to /contact.
 */
export interface Link {
  label: LinkText;
  href: LinkTarget;
}
/**
 * The places the business works in, in named groups.
 */
export interface AreasServed {
  type: BlockType1;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  groups: Groups;
}
/**
 * A named group of places.
 */
export interface Group {
  name: GroupName;
  places: Places;
}
/**
 * A band that asks the visitor to act: a heading, a sentence, the call button and a button of its own (for example to the contact page).
 */
export interface CallToAction {
  type: BlockType2;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  text?: Text;
  callButton?: ShowTheCallButton;
  button?: Button;
}
/**
 * Optional, for example Book a Visit, to /contact.
 */
export interface Button {
  label: ButtonText;
  href: LinkTarget;
  variant?: ButtonStyle;
}
/**
 * One picture with its title.
 */
export interface CarouselCard {
  title: Title;
  category?: Category;
  location?: Place1;
  image: Image;
  href?: LinkTarget1;
}
/**
 * A picture from the public/images folder, with a short description for people who cannot see it.
 */
export interface Image {
  src: ImageFile;
  alt: ImageDescription;
}
/**
 * A carousel shows its own items or the entries of a collection (from).
 */
export interface CardsFromACollection {
  collection: Collection;
  newest?: HowMany;
  category?: Category1;
  tag?: Tag;
}
/**
 * Instead of items: the entries of a collection, newest first, each shown with its picture, title and category and linking to its page, for example collection: recipes with newest: 6. The build writes the items from the entries.
 */
export interface CardsFromACollection1 {
  collection: Collection;
  newest?: HowMany;
  category?: Category1;
  tag?: Tag;
}
/**
 * Optional, for example See Everything We Bake, to /menu.
 */
export interface LinkUnderTheCarousel {
  label: LinkText;
  href: LinkTarget;
}
/**
 * Optional: what screen readers say for the controls, in the site's language. Each has an English default.
 */
export interface WordsForScreenReaders {
  previous?: PreviousButton;
  next?: NextButton;
  slides?: RowOfCards;
  carousel?: KindOfSection;
  slide?: KindOfCard;
  position?: CardNumber;
}
/**
 * Large cards that lead to more pages, each with a picture, a sentence and a link: for example one per kind of customer or per part of a service.
 */
export interface CategoryCards {
  type: BlockType4;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  cards: Cards2;
}
/**
 * One card.
 */
export interface Card {
  title: Title1;
  text: Text1;
  image: Image;
  href: LinkTarget2;
  linkLabel?: LinkText1;
}
/**
 * Promises to the customer as cards, with a line of licences or certifications under them (from site.yaml, or the block's own words).
 */
export interface OurCommitment {
  type: BlockType5;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  points: Promises;
  showLicence?: ShowTheLicenceLine;
  credentials?: CredentialsLine;
}
/**
 * One promise.
 */
export interface Promise {
  title: Promise1;
  text: Explanation;
  icon?: Icon1;
}
/**
 * Where an entry's own blocks go in a collection's page template: the build puts the entry's blocks (text, pictures…) in its place.
 */
export interface EntryBody {
  type: BlockType6;
}
/**
 * The top of an entry's own page (a project, a post, a recipe): its title as the page's main heading, its category and date, its facts, summary, main picture and photos, all taken from the entry. For a collection's page template, as its first block.
 */
export interface EntryHeader {
  type: BlockType7;
  id?: AnchorName;
  surface?: Background;
  entry?: TheEntry;
}
/**
 * What the header shows, from the entry whose page this is. Filled in by the build from the collection; not written by hand.
 */
export interface TheEntry {
  title: Title2;
  date: Date;
  category?: Category2;
  categoryHref?: LinkTarget3;
  tags?: Tags;
  facts: Facts;
  summary: Summary;
  image?: Image1;
  photos?: Photos;
}
/**
 * One tag.
 */
export interface Tag1 {
  label: Tag2;
  href?: LinkTarget4;
}
/**
 * One fact with its name.
 */
export interface Fact {
  label: Name;
  value: Value;
}
/**
 * A picture from the public/images folder, with a short description for people who cannot see it.
 */
export interface Image1 {
  src: ImageFile;
  alt: ImageDescription;
}
/**
 * Cards for the entries of a collection, newest first, each with its picture, category, title, date and summary, linking to its page: a whole listing split into pages, or the few newest with a link to the rest.
 */
export interface ListOfEntries {
  type: BlockType8;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  from: Entries;
  perPage?: EntriesPerPage;
  more?: LinkToAll;
  entries?: Cards3;
  pagination?: Pages;
}
/**
 * Which entries to list, for example collection: recipes with newest: 3.
 */
export interface Entries {
  collection: Collection;
  newest?: HowMany;
  category?: Category1;
  tag?: Tag;
}
/**
 * Optional link under the cards, for example All Recipes, to /recipes.
 */
export interface LinkToAll {
  label: LinkText;
  href: LinkTarget;
}
/**
 * One entry as a card.
 */
export interface EntryCard {
  title: Title3;
  href: LinkTarget5;
  date: Date1;
  summary: Summary1;
  image?: Image2;
  category?: Category3;
}
/**
 * A picture from the public/images folder, with a short description for people who cannot see it.
 */
export interface Image2 {
  src: ImageFile;
  alt: ImageDescription;
}
/**
 * Where this page is among the listing's pages, when the entries take more than one: the first page shows the newest, and each page of older entries keeps its address and its entries as new ones are added. Filled in by the build from the collection; not written by hand.
 */
export interface Pages {
  previous?: LinkTarget6;
  next?: LinkTarget7;
  from?: OldestDate;
  to?: NewestDate;
}
/**
 * Questions people often ask, each opening to show its answer. Search engines also read them as the page's questions and answers.
 */
export interface QuestionsAndAnswers {
  type: BlockType9;
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
  type: BlockType10;
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
  title: Title4;
  text: Text2;
  icon?: Icon2;
}
/**
 * One picture of finished work.
 */
export interface GalleryPicture {
  id: PictureId;
  title: Title5;
  category?: Category4;
  location?: Location;
  image: Image;
  href?: LinkTarget8;
}
/**
 * A gallery shows its own items or the entries of a collection (from).
 */
export interface PicturesFromACollection {
  collection: Collection;
  newest?: HowMany;
  category?: Category1;
  tag?: Tag;
}
/**
 * Instead of items: the entries of a collection, newest first, each shown with its picture, title and category and linking to its page, for example collection: recipes with newest: 6. The build writes the items from the entries.
 */
export interface PicturesFromACollection1 {
  collection: Collection;
  newest?: HowMany;
  category?: Category1;
  tag?: Tag;
}
/**
 * The large banner at the top of a page: headline, tagline, trust badges and buttons over a picture. With several pictures the background cross-fades from one to the next.
 */
export interface HeroBanner {
  type: BlockType12;
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
  labels?: WordsForScreenReaders1;
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
 * Optional: what screen readers say for the button that pauses and plays the pictures, in the site's language. Each has an English default.
 */
export interface WordsForScreenReaders1 {
  pause?: PauseButton;
  play?: PlayButton;
}
/**
 * When the business is open and where to find it: the opening hours, address, phone and e-mail from site.yaml, and a link to directions on a map.
 */
export interface HoursAndLocation {
  type: BlockType13;
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
 * A row of logos: the brands a business carries, the associations it belongs to, the clients or partners it works with. Each logo may link to the brand's page.
 */
export interface RowOfLogos {
  type: BlockType14;
  id?: AnchorName;
  surface?: Background;
  heading?: Heading1;
  intro?: Introduction1;
  logos: Logos;
}
/**
 * One logo, with the name it shows.
 */
export interface Logo {
  src: LogoFile;
  alt: Name1;
  href?: LinkTarget9;
}
/**
 * The message shown for an address that does not exist, with a link home.
 */
export interface PageNotFound {
  type: BlockType15;
  id?: AnchorName;
  surface?: Background;
  heading: Heading2;
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
 * A checklist of what the business offers, for example for one service.
 */
export interface ListOfOfferings {
  type: BlockType16;
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
  type: BlockType17;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  paragraphs: Paragraphs;
  picture: Image3;
  side?: PictureSide;
  button?: Button2;
}
/**
 * A picture from the public/images folder, with a short description for people who cannot see it.
 */
export interface Image3 {
  src: ImageFile;
  alt: ImageDescription;
}
/**
 * A link drawn as a button.
 */
export interface Button2 {
  label: ButtonText;
  href: LinkTarget;
  variant?: ButtonStyle;
}
/**
 * One thing with its price.
 */
export interface PricedItem {
  name: Name2;
  price: Price;
  unit?: Unit;
  description?: Description;
}
/**
 * A named group of priced items.
 */
export interface PriceGroup {
  name: GroupName1;
  items: Items1;
}
/**
 * One thing with its price.
 */
export interface PricedItem1 {
  name: Name3;
  price: Price1;
  unit?: Unit1;
  description?: Description1;
}
/**
 * A form visitors send to the office, with the fields listed in fields, optionally beside the company's contact details. Requests go to the address in endpoint; the server checks each one against these fields, stores it and e-mails the office.
 */
export interface ContactForm {
  type: BlockType19;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  formHeading: FormHeading;
  fields: Fields;
  replyPromise: ReplyPromise;
  submitLabel: SendButtonText;
  thankYou?: ThankYouNote;
  emailSubject?: EMailSubject;
  emailIntro?: EMailFirstLine;
  acknowledgement?: ReplyToTheVisitor;
  contactInfo?: ShowContactDetails;
  endpoint?: WhereRequestsAreSent;
}
/**
 * One field of the form.
 */
export interface Field {
  name: Name4;
  kind: Kind;
  label: Label;
  required?: Required;
  help?: Help;
  autocomplete?: Autofill;
  options?: Options;
  maxLength?: MostCharacters;
  rows?: Lines;
  maxPhotos?: MostPhotos;
}
/**
 * What the form shows once the request is sent. Without it: Thank you, your request has been sent. and the reply promise.
 */
export interface ThankYouNote {
  heading?: Heading3;
  message?: Message1;
}
/**
 * An e-mail sent to the visitor's address once their request is stored (never for spam; at most 3 a day to one address). A field's answer in single braces ({firstName}), a fact of site.yaml in double braces ({{replyTime}}). It comes from the company's name, and a reply reaches the office.
 */
export interface ReplyToTheVisitor {
  subject: Subject;
  body: Words;
}
/**
 * Long text in sections with headings, for example the privacy policy.
 */
export interface TextSections {
  type: BlockType20;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  effectiveDate?: EffectiveDate;
  sections: Sections1;
  labels?: WordsOnThePage;
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
 * Optional: the block's own words, in the site's language. Each has an English default.
 */
export interface WordsOnThePage {
  effective?: EffectiveDateLine;
  contents?: ContentsHeading;
}
/**
 * A grid of cards, each with a picture, linking to its page. A card may also offer a few more links (for example one per kind of customer), shown over its picture on hover and as buttons on touch screens and phones.
 */
export interface ServiceCards {
  type: BlockType21;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  cards: Cards4;
}
/**
 * One service, linking to its page.
 */
export interface ServiceCard {
  title: ServiceName;
  subtitle?: Subtitle;
  image: Image;
  href: LinkTarget10;
  links?: MoreLinks;
}
/**
 * One more link of the card.
 */
export interface ServiceCardLink {
  label: LinkText2;
  href: LinkTarget11;
  icon?: Icon3;
}
/**
 * A row of big numbers with a label each, for example 18+ Years in Business.
 */
export interface KeyFigures {
  type: BlockType22;
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
  value: Value1;
  label: Label1;
  text?: Detail;
}
/**
 * Numbered steps of the way the business works with a customer.
 */
export interface HowItWorks {
  type: BlockType23;
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
  type: BlockType24;
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
  name: Name5;
  role: Role;
  photo?: Image4;
  bio?: AboutThem;
}
/**
 * A picture from the public/images folder, with a short description for people who cannot see it.
 */
export interface Image4 {
  src: ImageFile;
  alt: ImageDescription;
}
/**
 * Quotes from customers with their name, town or role and a star rating.
 */
export interface CustomerReviews {
  type: BlockType25;
  id?: AnchorName;
  surface?: Background;
  heading: Heading;
  intro?: Introduction;
  items: Reviews;
  link?: Button3;
  labels?: WordsForScreenReaders2;
}
/**
 * One customer's review.
 */
export interface Review {
  quote: Quote;
  author: Name6;
  location: TownOrRole;
  stars: Stars;
}
/**
 * A link drawn as a button.
 */
export interface Button3 {
  label: ButtonText;
  href: LinkTarget;
  variant?: ButtonStyle;
}
/**
 * Optional: what screen readers say for a review's stars, in the site's language.
 */
export interface WordsForScreenReaders2 {
  stars?: StarRating;
}
