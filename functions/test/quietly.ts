/** Runs `work` with console.error silenced: for tests of failures the code logs on purpose. */
export async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const original = console.error;
  console.error = () => {};
  try {
    return await work();
  } finally {
    console.error = original;
  }
}
