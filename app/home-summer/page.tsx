import { homePage, homePageMetadata } from '@/components/home/home-page';

export const generateMetadata = homePageMetadata('/home-summer');
export default homePage('/home-summer');
