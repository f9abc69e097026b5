import { ReviewPreviewPage, reviewPreviewMetadata } from '@/app/_pages/review-preview-page';

export const dynamic = 'force-dynamic';
export const metadata = reviewPreviewMetadata;
export default ReviewPreviewPage;
