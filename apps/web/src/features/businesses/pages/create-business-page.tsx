import { useNavigate } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CreateBusinessForm } from '../components/create-business-form';

/** Route /businesses/create ('Add Your Business' on the dashboard): the same form as the directory's dialog. */
export function CreateBusinessPage() {
  useDocumentTitle('Add Your Business');
  const navigate = useNavigate();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:px-6 sm:py-12">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl">Create New Business</h1>
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            You become its owner. It appears in the directory once an administrator activates it.
          </p>
        </CardHeader>
        <CardContent>
          <CreateBusinessForm
            onCreated={(business) => navigate(`/business/${business.id}`)}
            onCancel={() => navigate('/businesses')}
          />
        </CardContent>
      </Card>
    </div>
  );
}
