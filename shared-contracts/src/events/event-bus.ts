import { type Observable, Subject } from 'rxjs';
import { HELD_EVENTS, type SiteEventName, type SiteEvents } from './event-map';

/** The site's typed event bus, shared by the shell and every remote through mount props. */
export interface EventBus {
  /** Publishes an event or command. */
  emit<Name extends SiteEventName>(name: Name, payload: SiteEvents[Name]): void;
  /** Calls `handler` on each `name` event; returns the function that stops it. */
  on<Name extends SiteEventName>(name: Name, handler: (payload: SiteEvents[Name]) => void): () => void;
  /** The events of one name as an rxjs stream (held commands are not replayed to streams). */
  stream<Name extends SiteEventName>(name: Name): Observable<SiteEvents[Name]>;
}

/**
 * Creates a bus. A held name ({@link HELD_EVENTS}) emitted while nobody listens is kept,
 * and handed to the first handler that subscribes with `on`, once.
 */
export function createEventBus(): EventBus {
  const subjects = new Map<SiteEventName, Subject<unknown>>();
  const held = new Map<SiteEventName, unknown>();
  const subjectFor = <Name extends SiteEventName>(name: Name): Subject<SiteEvents[Name]> => {
    let subject = subjects.get(name);
    if (!subject) {
      subject = new Subject<unknown>();
      subjects.set(name, subject);
    }
    return subject as Subject<SiteEvents[Name]>;
  };

  return {
    emit(name, payload) {
      const subject = subjectFor(name);
      if (HELD_EVENTS.includes(name) && !subject.observed) held.set(name, payload);
      else subject.next(payload);
    },
    on(name, handler) {
      const subscription = subjectFor(name).subscribe(handler);
      if (held.has(name)) {
        const payload = held.get(name) as SiteEvents[typeof name];
        held.delete(name);
        handler(payload);
      }
      return () => subscription.unsubscribe();
    },
    stream: (name) => subjectFor(name).asObservable(),
  };
}
