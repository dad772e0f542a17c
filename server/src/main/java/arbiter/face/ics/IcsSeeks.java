package arbiter.face.ics;

import arbiter.event.DomainEvent;
import arbiter.event.Asked;
import arbiter.event.SeekAd;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Seek ads in FICS's forms, as XBoard's seek graph reads them, by the client's settings. */
final class IcsSeeks {

  private IcsSeeks() {}

  /**
   * A new seek ad: {@code <s>} under {@code iset seekinfo 1}, else FICS's sentence, the one
   * XBoard's seek graph reads ({@code ... ("play 3" to respond)}).
   */
  static List<String> posted(SeekAd ad, IcsState state) {
    List<String> lines = new ArrayList<>();
    IcsTimeControl control = IcsTimeControl.of(ad.time());
    if (state.seekInfo()) {
      lines.add(info(ad));
    } else if (state.seekLines()) {
      state.adHeld(ad.id());
      lines.add(ad.user() + (ad.guest() ? " (++++)" : " (----)") + " seeking " + control.numbers() + " "
          + (ad.rated() ? "rated" : "unrated") + " " + control.category() + " (\"play " + ad.id()
          + "\" to respond)");
    }
    return lines;
  }

  /** Ads gone: {@code <sr> 3 4} under seekinfo, {@code Ads removed: 3 4} under seekremove. */
  static List<String> removed(List<Integer> ids, IcsState state) {
    state.adsGone(ids);
    List<String> lines = new ArrayList<>();
    StringBuilder numbers = new StringBuilder();
    for (int id : ids) {
      numbers.append(numbers.isEmpty() ? "" : " ").append(id);
    }
    if (state.seekInfo()) {
      lines.add("<sr> " + numbers);
    } else if (state.seekRemove()) {
      lines.add("Ads removed: " + numbers);
    }
    return lines;
  }

  /** {@code <s> 3 w=ali ti=00 rt=0P t=5 i=0 r=r tp=blitz c=? rr=0-9999 a=t f=f}. */
  static String info(SeekAd ad) {
    IcsTimeControl control = IcsTimeControl.of(ad.time());
    return "<s> " + ad.id() + " w=" + ad.user() + " ti=" + (ad.guest() ? "01" : "00")
        + " rt=0P t=" + control.minutes() + " i=" + control.increment() + " r="
        + (ad.rated() ? "r" : "u") + " tp=" + control.category() + " c=? rr=0-9999 a=t f=f";
  }

  /**
   * The seek ads shown: {@code sought}'s answer, or ({@code asked} null) news of the list anew at a
   * core that took over: cleared first under seekinfo; under seekremove the ads the client holds
   * (the lost core's) said removed, then the new core's posted, as a seek graph keeps them.
   */
  static List<String> shown(List<SeekAd> ads, Asked asked, IcsState state) {
    boolean info = asked == null ? state.seekInfo()
        : asked instanceof Asked.Sought sought && sought.info();
    if (info) {
      state.takeHeldAds(); // seekinfo's <sc> clears the client's list
    }
    if (asked == null) {
      return info ? listed(ads) : anew(ads, state);
    }
    return sought(ads, info);
  }

  /** The list anew without seekinfo: the held ads gone (said under seekremove), the new posted. */
  private static List<String> anew(List<SeekAd> ads, IcsState state) {
    List<String> lines = new ArrayList<>();
    List<Integer> gone = state.takeHeldAds();
    if (!gone.isEmpty()) {
      lines.addAll(removed(gone, state));
    }
    if (state.seekRemove()) {
      for (SeekAd ad : ads) {
        lines.addAll(posted(ad, state));
      }
    }
    return lines;
  }

  /** Seekinfo's list: {@code <sc>} (the client clears its own), then an {@code <s>} an ad. */
  static List<String> listed(List<SeekAd> ads) {
    List<String> lines = new ArrayList<>(ads.size() + 1);
    lines.add("<sc>");
    for (SeekAd ad : ads) {
      lines.add(info(ad));
    }
    return lines;
  }

  /** {@code sought}'s table (which XBoard reads for its graph), or seekinfo's {@code <sc>} list. */
  static List<String> sought(List<SeekAd> ads, boolean info) {
    List<String> lines = new ArrayList<>();
    if (info) {
      lines.add("seekinfo set.");
      lines.addAll(listed(ads));
      return lines;
    }
    for (SeekAd ad : ads) {
      IcsTimeControl control = IcsTimeControl.of(ad.time());
      lines.add(String.format(Locale.ROOT, "%3d ---- %-17s %3d %3d %-8s %-10s 0-9999", ad.id(),
          ad.user(), control.minutes(), control.increment(), ad.rated() ? "rated" : "unrated",
          control.category()));
    }
    lines.add(ads.size() + " ad" + (ads.size() == 1 ? "" : "s") + " displayed.");
    return lines;
  }
}
