import { MemberForm } from '@/components/forms/MemberForm';
import { listMetadata, listPage } from '@/app/_pages/list-page';

export const generateMetadata = listMetadata('members');
export default listPage('members', MemberForm);
