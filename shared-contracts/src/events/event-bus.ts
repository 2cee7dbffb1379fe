import { type Observable, ReplaySubject, Subject } from 'rxjs';
import { REPLAYED_EVENTS, type SiteEventName, type SiteEvents } from './event-map';

/** The site's typed event bus, shared by the shell and every remote through mount props. */
export interface EventBus {
  /** Publishes an event or command. */
  emit<Name extends SiteEventName>(name: Name, payload: SiteEvents[Name]): void;
  /** Calls `handler` on each `name` event; returns the function that stops it. */
  on<Name extends SiteEventName>(name: Name, handler: (payload: SiteEvents[Name]) => void): () => void;
  /** The events of one name as an rxjs stream. */
  stream<Name extends SiteEventName>(name: Name): Observable<SiteEvents[Name]>;
}

/** Creates a bus; replayed names ({@link REPLAYED_EVENTS}) hand their last value to new subscribers. */
export function createEventBus(): EventBus {
  const subjects = new Map<SiteEventName, Subject<unknown>>();
  const subjectFor = <Name extends SiteEventName>(name: Name): Subject<SiteEvents[Name]> => {
    let subject = subjects.get(name);
    if (!subject) {
      subject = REPLAYED_EVENTS.includes(name) ? new ReplaySubject<unknown>(1) : new Subject<unknown>();
      subjects.set(name, subject);
    }
    return subject as Subject<SiteEvents[Name]>;
  };

  return {
    emit: (name, payload) => subjectFor(name).next(payload),
    on(name, handler) {
      const subscription = subjectFor(name).subscribe(handler);
      return () => subscription.unsubscribe();
    },
    stream: (name) => subjectFor(name).asObservable(),
  };
}
