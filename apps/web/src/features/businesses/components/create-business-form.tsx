import { type TBusinessDetail, ZCreateBusinessRequest } from '@perks/contract';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { contractResolver } from '@/lib/contract-resolver';
import { toast } from '@/lib/toast';
import { useCreateBusiness } from '../api/create-business';

interface CreateBusinessValues {
  name: string;
  description: string;
  address: string;
}

// The contract's body schema decides, so the form and the API refuse the same values.
const resolver = contractResolver<CreateBusinessValues>(ZCreateBusinessRequest);

/**
 * 'Create New Business': name (required), description and address; the category starts as
 * restaurant. The new business waits for an admin unless an admin added it (decision 030).
 */
export function CreateBusinessForm({
  onCreated,
  onCancel,
}: {
  onCreated(business: TBusinessDetail): void;
  onCancel(): void;
}) {
  const create = useCreateBusiness();
  const form = useForm<CreateBusinessValues>({
    defaultValues: { name: '', description: '', address: '' },
    resolver,
  });
  const errors = form.formState.errors;
  const name = form.watch('name');

  const onValid = async (values: CreateBusinessValues) => {
    try {
      const business = await create.mutateAsync(values);
      toast.success('Business created', {
        description: business.is_active
          ? `${business.name} is in the directory.`
          : `${business.name} will appear in the directory once an administrator activates it.`,
      });
      onCreated(business);
    } catch (error) {
      toast.error('An error occurred. Please try again.', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <form
      noValidate
      aria-label="Create New Business"
      className="space-y-4"
      onSubmit={form.handleSubmit(onValid)}
    >
      <Field id="business-name" label="Name *" error={errors.name?.message}>
        <Input
          id="business-name"
          autoComplete="organization"
          {...form.register('name')}
          {...describedBy('business-name', { error: errors.name?.message })}
        />
      </Field>
      <Field id="business-description" label="Description" error={errors.description?.message}>
        <Textarea
          id="business-description"
          rows={3}
          {...form.register('description')}
          {...describedBy('business-description', { error: errors.description?.message })}
        />
      </Field>
      <Field id="business-address" label="Address" error={errors.address?.message}>
        <Input
          id="business-address"
          autoComplete="street-address"
          {...form.register('address')}
          {...describedBy('business-address', { error: errors.address?.message })}
        />
      </Field>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending || !name.trim()}>
          {create.isPending ? 'Creating...' : 'Create Business'}
        </Button>
      </div>
    </form>
  );
}
