import type { FormEventHandler, FormHTMLAttributes, ReactNode, Ref } from 'react';

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action' | 'onSubmit' | 'encType' | 'noValidate' | 'id'> & {
  /** The form's id, the same in the server's HTML (usePublicForm's `formId` reads what was typed before hydration). */
  id: string;
  /** Where the form posts without JavaScript (the page's `?form=…` URL, from the server: leadFormRequest). */
  action: string;
  /** What usePublicForm returns: the element to read and focus, and the submit that sends JSON once hydrated. */
  kit: { formRef: Ref<HTMLFormElement>; onSubmit: FormEventHandler<HTMLFormElement> };
  /** The form carries files (photos): sent as multipart without JavaScript. */
  multipart?: boolean;
  children: ReactNode;
};

/**
 * The element every public lead form is: a real POST to the server, so it works before and without
 * JavaScript (src/server/leads/lead-form-post.ts answers with Post/Redirect/Get), and once hydrated a submit
 * handled by usePublicForm. `noValidate`: our messages, named by field, not the browser's bubbles.
 */
export function PostForm({ id, action, kit, multipart, children, ...rest }: Props) {
  return (
    <form
      ref={kit.formRef}
      id={id}
      method="post"
      action={action}
      encType={multipart ? 'multipart/form-data' : undefined}
      noValidate
      onSubmit={kit.onSubmit}
      {...rest}
    >
      {children}
    </form>
  );
}
