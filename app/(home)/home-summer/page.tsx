import { homePage, homePageMetadata } from '@/app/_pages/home-page';

export const generateMetadata = homePageMetadata('/home-summer');
export default homePage('/home-summer');
