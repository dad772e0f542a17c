package arbiter.lobby;

import arbiter.event.Audience;
import arbiter.event.DomainEvent;
import arbiter.event.LobbyNews;
import arbiter.event.Progress;
import arbiter.event.SeekAd;
import arbiter.protocol.TimeControl;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The seek ads (ICS {@code seek}): open challenges to standard chess any ICS user may take, one
 * ad a seeker, numbered in the order they were posted. Guarded by the {@link Lobby}'s lock.
 */
final class SeekBoard {

  /** An ad with the seeker's session, to start the game in, and the clocks it asks for. */
  record Entry(SeekAd ad, Member member, TimeControl control) {}

  private final Map<Integer, Entry> ads = new LinkedHashMap<>();
  private int last;

  /** Posts an ad; the caller has removed the seeker's earlier one. */
  SeekAd post(String user, Member member, TimeControl control, boolean rated) {
    SeekAd ad = new SeekAd(++last, user, member.guest(),
        control.timed() ? control.text() : null, rated);
    ads.put(ad.id(), new Entry(ad, member, control));
    return ad;
  }

  Entry get(int id) {
    return ads.get(id);
  }

  /** Removes the ads of these users; the numbers of those removed, oldest first. */
  List<Integer> removeBy(String... users) {
    List<Integer> gone = new ArrayList<>();
    for (Iterator<Entry> it = ads.values().iterator(); it.hasNext(); ) {
      Entry entry = it.next();
      for (String user : users) {
        if (entry.ad().user().equals(user)) {
          gone.add(entry.ad().id());
          it.remove();
          break;
        }
      }
    }
    return gone;
  }

  List<SeekAd> all() {
    List<SeekAd> all = new ArrayList<>();
    for (Entry entry : ads.values()) {
      all.add(entry.ad());
    }
    return all;
  }

  /** {@code news} and, if the users had seek ads, their removal for those who see ads. */
  Progress removed(Progress news, Presence online, String... users) {
    List<Integer> gone = removeBy(users);
    return gone.isEmpty() ? news
        : announce(news, online, new LobbyNews.SeeksRemoved(gone), null);
  }

  /** {@code news} and a seek ad's news for each user who sees ads, but {@code except}. */
  static Progress announce(Progress news, Presence online, DomainEvent event, String except) {
    for (Member member : online.seekWatchers(except)) {
      news = news.and(new Audience.User(member.name()), event);
    }
    return news;
  }
}
