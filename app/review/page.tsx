import { ReviewPage, reviewMetadata } from '@/app/_pages/review-page';

export const dynamic = 'force-dynamic';
export const metadata = reviewMetadata;
export default ReviewPage;
