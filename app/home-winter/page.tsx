import { homePage, homePageMetadata } from '@/components/home/home-page';

export const generateMetadata = homePageMetadata('/home-winter');
export default homePage('/home-winter');
