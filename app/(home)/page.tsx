import { homePage, homePageMetadata } from '@/app/_pages/home-page';

export const generateMetadata = homePageMetadata('/');
export default homePage('/');
