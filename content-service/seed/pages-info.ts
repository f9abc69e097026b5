/** Long-form bodies of the information pages (markdown). */

export const ABOUT = `Whitefish is a mountain town of about 8,000 people in northwest Montana, at the south end of Whitefish Lake and the foot of Big Mountain. Glacier National Park's west entrance is less than 30 miles away.

This site is published by the Whitefish Convention & Visitor Bureau, a non-profit funded by a lodging assessment that overnight guests pay. Our job is to help visitors plan a great trip — and to encourage them to travel in ways that keep Whitefish a good place to live.

## What we do

- Answer questions at the visitor center on Spokane Avenue, by phone and by email.
- Publish the printed travel guide and this website.
- Support events, trails and community projects through our [grants program](/grants).
- Work with member businesses on marketing, research and training.

## Contact us

Stop by the visitor center, call, or write to us. We are happy to help with lodging, road conditions, trail suggestions or where to find the best huckleberry pie.`;

export const PRIVACY = `_Last updated: January 2025_

This policy explains what information the Whitefish Convention & Visitor Bureau ("we", "us") collects when you use this website, how we use it and the choices you have.

## Information we collect

- **Information you give us.** When you subscribe to our newsletter, order a travel guide or send us a message, we collect the details you enter, such as your name, email address and postal address.
- **Usage information.** Like most websites, we collect standard log data (browser type, pages viewed, referring page, time of visit) and use cookies and similar technologies to understand how the site is used.
- **Location.** If you use the map's "locate me" feature, your browser shares your approximate location with the page. We do not store it.

## How we use information

We use the information to send the newsletter or guide you asked for, answer your questions, improve the website and measure the reach of our marketing. We do not sell personal information.

## Sharing

We share information with service providers who help us run the site, send email and mail guides, under contracts that limit their use of it. We may disclose information when required by law.

## Analytics and cookies

We use an analytics service on the production site to count visits and page views. You can block or delete cookies in your browser settings; the site will still work.

## Embedded content

Pages may include videos, photos or maps from other services. Those services may collect data about your visit according to their own policies.

## Your choices

Every newsletter contains an unsubscribe link. You may ask us to access, correct or delete the personal information we hold about you by contacting us.

## Children

This site is intended for a general audience and is not directed to children under 13.

## Changes

We may update this policy; the date at the top shows the latest revision.

## Contact

Whitefish Convention & Visitor Bureau, PO Box 1120, Whitefish, MT 59937 — office@visitwhitefish.example`;

export const TERMS = `_Last updated: January 2025_

By using this website you agree to these terms. If you do not agree, please do not use the site.

## Information only

The content on this site is provided for general travel information. Business hours, prices, events, trail and road conditions change often; confirm details directly with the provider before you travel. Outdoor recreation carries risk — you are responsible for your own safety and preparation.

## Listings and third parties

Listings, deals and events are provided by businesses and organizations. We do not endorse and are not responsible for their products or services. Links to other websites are provided for convenience.

## Intellectual property

Text, illustrations, logos and design on this site belong to the Whitefish Convention & Visitor Bureau or its licensors. You may share links and use press materials as described on the [media page](/media). Any other reuse requires our permission.

## Acceptable use

Do not misuse the site: no attempts to disrupt it, scrape it at scale, or submit false information through its forms.

## Disclaimer and limitation of liability

The site is provided "as is" without warranties of any kind. To the extent permitted by law, we are not liable for any loss arising from your use of the site or reliance on its content.

## Governing law

These terms are governed by the laws of the State of Montana.

## Changes

We may revise these terms at any time; continued use of the site means you accept the current version.`;

export const GRANTS = `Each year the visitor bureau sets aside part of its budget for projects that bring visitors to Whitefish in quieter seasons or make the town a better place to visit and live.

## Who can apply

Non-profit organizations, event organizers and public agencies working in or near Whitefish.

## What we fund

- Events held between October and May that draw overnight visitors.
- Trail, signage and accessibility improvements.
- Projects that help visitors travel responsibly: wildlife awareness, waste reduction, transit.

## How to apply

Applications open on March 1 and close on April 15. Awards are announced in June. Typical grants range from $1,000 to $15,000.

Recipients submit a short final report within 60 days of their project; see the grant reporting guide in the members area.`;

export const WIFI = `Free public Wi-Fi is available downtown along Central Avenue between Railway Street and 3rd Street, in Depot Park and at City Beach.

## How to connect

1. Choose the network **Whitefish-Free** on your device.
2. Open a browser and accept the terms on the welcome page.
3. Sessions last two hours; reconnect as often as you like.

## Good to know

The network is unencrypted. Avoid entering passwords or payment details unless the site uses HTTPS, and consider a VPN.

Coverage is best outdoors. Cell coverage is limited in parts of Glacier National Park, so download maps before you go.`;

export const FIRE_DANGER = `Wildfire is part of life in the northern Rockies. From July into September, fire danger around Whitefish can change quickly with heat, wind and lightning.

## Current restrictions

Check the notice at the top of this page and the ranger district's announcements before you light a campfire, use a camp stove or fly a drone.

- **Stage 1:** campfires only in established rings at developed sites; no smoking except in vehicles or cleared areas.
- **Stage 2:** no campfires at all; many trails and roads may close to motorized use in the afternoon.

## Be fire-smart

- Drown, stir and feel your campfire until it is cold to the touch.
- Keep vehicles off dry grass — hot exhaust systems start fires.
- Fireworks are prohibited on public lands.

## Smoke

On smoky days, plan lake or indoor activities and check air-quality readings. Early mornings are often clearer.`;

export const WILDLIFE_SAFETY = `Whitefish sits in some of the wildest country in the lower 48. Black bears, grizzly bears, moose and mountain lions all live nearby, and they share the trails with us.

## On the trail

- **Carry bear spray** where you can reach it, and know how to use it.
- Hike in groups, make noise, and be extra alert near streams, berry patches and blind corners.
- Never approach wildlife. Stay at least 100 yards from bears and wolves, 25 yards from other animals.

## At camp and in town

- Store food, coolers and trash in a hard-sided vehicle or bear-resistant container.
- Never feed wildlife, including deer in town.

## If you meet a bear

Stay calm, do not run, talk in a low voice and back away slowly. If a bear approaches, get your spray ready. Report encounters to the ranger district.`;

export const CSF = `Whitefish residents care deeply about the lake, the forests and the character of their town. The Community Sustainability Fund puts part of every lodging stay back into projects that protect them.

## Where the money goes

- Protecting water quality in Whitefish Lake and the river.
- Building and maintaining the Whitefish Trail.
- Workforce housing and transit so the people who serve visitors can live here.

## How you can help

Stay overnight in licensed lodging, pack out what you pack in, stay on trails, and consider a voluntary contribution when you book.

Each year we publish a report showing how the fund was spent.`;
