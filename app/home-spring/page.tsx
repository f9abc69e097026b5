import { homePage, homePageMetadata } from '@/components/home/home-page';

export const generateMetadata = homePageMetadata('/home-spring');
export default homePage('/home-spring');
