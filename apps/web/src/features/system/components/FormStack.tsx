import { Stack, type StackProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

type Props = StackProps & Omit<ComponentPropsWithoutRef<'form'>, keyof StackProps>;

/** A <form> laid out as a Stack; browser validation is off because each form shows its own messages. */
export function FormStack(props: Props) {
  const formProps = { noValidate: true, ...props };
  return <Stack component="form" {...formProps} />;
}
