import { homePage, homePageMetadata } from '@/app/_pages/home-page';

export const generateMetadata = homePageMetadata('/home-fall');
export default homePage('/home-fall');
