import { useCallback, useState } from 'react';

/**
 * The lines of a document being entered: edit a field of a line, remove a line, and put a line on top
 * unless one like it is there already (then that one is kept, or changed by `again`, a second scan).
 * `put` answers the key of the line to focus, read once the lines are updated.
 */
export function useDocumentLines<T extends { key: string }>() {
  const [lines, setLines] = useState<T[]>([]);
  const edit = useCallback((key: string, field: keyof T & string, value: string) => {
    setLines((current) => current.map((l) => (l.key === key ? { ...l, [field]: value } : l)));
  }, []);
  const remove = useCallback((key: string) => {
    setLines((current) => current.filter((l) => l.key !== key));
  }, []);
  const put = useCallback((isSame: (l: T) => boolean, fresh: T, again: (l: T) => T = (l) => l) => {
    let key = fresh.key;
    setLines((current) => {
      const same = current.find(isSame);
      if (!same) return [fresh, ...current];
      key = same.key;
      return current.map((l) => (l.key === same.key ? again(l) : l));
    });
    return () => key;
  }, []);
  return { lines, setLines, edit, remove, put };
}
