import { homePage, homePageMetadata } from '@/components/home/home-page';

export const generateMetadata = homePageMetadata('/home-fall');
export default homePage('/home-fall');
