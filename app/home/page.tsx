import { homePage, homePageMetadata } from '@/components/home/home-page';

export const generateMetadata = homePageMetadata('/home');
export default homePage('/home');
