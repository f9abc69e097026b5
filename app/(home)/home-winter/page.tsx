import { homePage, homePageMetadata } from '@/app/_pages/home-page';

export const generateMetadata = homePageMetadata('/home-winter');
export default homePage('/home-winter');
