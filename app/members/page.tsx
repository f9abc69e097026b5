import { MemberForm } from '@/components/forms/MemberForm';
import { listMetadata, listPage } from '@/components/list/list-page';

export const generateMetadata = listMetadata('members');
export default listPage('members', MemberForm);
