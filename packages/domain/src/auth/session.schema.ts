import { z } from 'zod';

export const SignInBody = z.object({
  username: z.string().trim().min(1, 'Enter your username.').max(150),
  password: z.string().min(1, 'Enter your password.').max(200),
});
export type SignInBody = z.infer<typeof SignInBody>;

export const ImpersonateBody = z
  .object({
    user_id: z.number().int().positive().optional(),
    username: z.string().trim().toLowerCase().min(1, 'Enter the teacher’s username.').max(150).optional(),
  })
  .refine((b) => b.user_id !== undefined || b.username !== undefined, { message: 'Give a user_id or a username.' });
